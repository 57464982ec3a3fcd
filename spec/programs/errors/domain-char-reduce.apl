⍝ Summing a string
⍝ == error: DOMAIN ERROR 3:1
+/'abc'
