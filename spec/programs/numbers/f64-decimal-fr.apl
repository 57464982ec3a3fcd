⍝ ⎕FR←1287 asks for 128-bit decimal floats, which aplc does not have.
⍝ == error: NONCE ERROR 3:5
⎕FR←1287
○1
