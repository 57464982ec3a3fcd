⍝ ⍕ of a mixed array is not supported yet: a NONCE ERROR naming it
⍝ == error: NONCE ERROR 3:1
⍕'a' 1
