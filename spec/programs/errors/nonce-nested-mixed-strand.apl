⍝ A strand of a scalar and a matrix has items of different ranks (a scalar beside a vector is
⍝ supported, beside rank 2 or more is not yet)
⍝ == error: NONCE ERROR 4:3
1 (2 2⍴3) 4
