⍝ @ is not supported in this version
⍝ == error: NONCE ERROR 3:3
(0@1)1 2 3
