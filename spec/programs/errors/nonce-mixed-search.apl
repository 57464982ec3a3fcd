⍝ ⍳ into a mixed array is not supported yet: a NONCE ERROR naming it
⍝ == error: NONCE ERROR 3:6
'a' 1⍳1
