⍝ A negative length in a shape vector
⍝ == error: DOMAIN ERROR 3:5
2 ¯3⍴1
