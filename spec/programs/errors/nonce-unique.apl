⍝ Unique of a matrix (its distinct rows) is not supported yet
⍝ == error: NONCE ERROR 3:1
∪2 2⍴1 2 1 2
