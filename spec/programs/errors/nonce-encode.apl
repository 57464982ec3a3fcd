⍝ ⊤ with a radix matrix (one radix per column) is not supported yet
⍝ == error: NONCE ERROR 3:8
(2 2⍴2)⊤3
