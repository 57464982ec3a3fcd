⍝ ⊤ is not supported in this version
⍝ == error: NONCE ERROR 3:4
2 2⊤3
