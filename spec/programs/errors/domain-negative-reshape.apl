⍝ A negative shape
⍝ == error: DOMAIN ERROR 3:3
¯1⍴5
