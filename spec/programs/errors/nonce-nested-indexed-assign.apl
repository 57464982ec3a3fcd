⍝ Indexed assignment into a nested array is not supported yet: a NONCE ERROR, not a wrong item
⍝ == error: NONCE ERROR 4:1
v←(1 2)(3 4)
v[2]←⊂5 6
v
