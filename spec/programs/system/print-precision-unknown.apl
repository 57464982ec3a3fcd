⍝ How a value prints is fixed when it is compiled, so ⎕PP takes a value known before running
⍝ == error: NONCE ERROR 4:5
n←+/1 2 3
⎕PP←n
○1
