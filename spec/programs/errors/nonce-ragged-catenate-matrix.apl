⍝ Catenating a matrix to an irregular nested vector (simple scalars and vectors are items of
⍝ their own; the rows of a matrix are not): NONCE
⍝ == error: NONCE ERROR 5:2
v←(1 2)(3 4 5)
v,2 2⍴1
