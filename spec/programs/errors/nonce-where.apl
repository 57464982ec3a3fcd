⍝ ⍸ is not supported in this version
⍝ == error: NONCE ERROR 3:1
⍸1 0 1
