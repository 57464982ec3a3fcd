⍝ Unique of an array of rank 3 (its distinct major cells, matrices) is not supported yet (a
⍝ matrix's distinct rows are)
⍝ == error: NONCE ERROR 4:1
∪2 2 2⍴1 2 1 2
