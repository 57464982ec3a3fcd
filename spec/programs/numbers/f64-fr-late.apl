⍝ The float width is the whole program's: ⎕FR may be set only at the top of the file.
⍝ == error: NONCE ERROR 4:1
x←○1
⎕FR←645
x
