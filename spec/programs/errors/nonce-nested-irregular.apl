⍝ A strand of vectors of different lengths is an irregular nested array: not supported yet
⍝ == error: NONCE ERROR 3:8
x←(1 2)(3 4 5)
