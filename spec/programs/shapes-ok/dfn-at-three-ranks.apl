⍝ One dfn checked at a scalar, a vector and a matrix
⍝ == output:
⍝ 10
⍝ 2 4 6
⍝ 2 4
⍝ 6 8
dbl←{⍵×2}
⎕←dbl 5
⎕←dbl 1 2 3
dbl 2 2⍴⍳4
