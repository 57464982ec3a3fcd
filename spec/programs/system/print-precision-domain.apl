⍝ ⎕PP is a positive integer
⍝ == error: DOMAIN ERROR 4:5
⎕←○1
⎕PP←0
