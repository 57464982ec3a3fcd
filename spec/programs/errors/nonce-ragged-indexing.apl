⍝ Indexing an irregular nested vector (items of different lengths) with a matrix of indices is not
⍝ supported yet: a NONCE naming it, never a wrong answer
⍝ == error: NONCE ERROR 5:1
v←(1 2)(3 4 5)
v[2 2⍴1]
