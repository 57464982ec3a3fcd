⍝ A strand of a scalar and a vector has items of different ranks: not supported yet
⍝ == error: NONCE ERROR 3:1
1 (2 3) 4
