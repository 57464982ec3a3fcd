⍝ A negative power (the inverse of a function) is not supported
⍝ == error: NONCE ERROR 4:8
x←1
({⍵×2}⍣¯1)x
