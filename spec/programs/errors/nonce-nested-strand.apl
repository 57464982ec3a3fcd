⍝ A strand holding a vector would be a nested array
⍝ == error: NONCE ERROR 3:3
x←(1 2)(3 4)
