⍝ +.× of two vectors is their dot product (a scalar)
⍝ == output:
⍝ 32
⍝
⎕←1 2 3+.×4 5 6
⍴1 2 3+.×4 5 6
