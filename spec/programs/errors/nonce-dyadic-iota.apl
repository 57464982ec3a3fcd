⍝ Dyadic ⍳ (index of) is not supported in this version
⍝ == error: NONCE ERROR 3:6
1 2 3⍳2
