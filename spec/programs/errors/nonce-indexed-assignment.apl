⍝ Indexed assignment is not supported in this version
⍝ == error: NONCE ERROR 4:1
v←1 2 3
v[2]←5
