⍝ ⌹ of a vector (Dyalog treats it as a one-column matrix) is not supported
⍝ == error: NONCE ERROR 3:1
⌹1 2 3
