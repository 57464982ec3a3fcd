⍝ ∪ is not supported in this version
⍝ == error: NONCE ERROR 3:1
∪1 2 2 3
