⍝ Reciprocal of zero
⍝ == error: DOMAIN ERROR 3:1
÷0
