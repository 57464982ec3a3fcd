⍝ {(⍉⍵)+.×⍵} is m×m for an n×m matrix, at two shapes
⍝ == output:
⍝ 17 22 27
⍝ 22 29 36
⍝ 27 36 45
⍝ 14
g←{(⍉⍵)+.×⍵}
⎕←g 2 3⍴⍳6
g 3 1⍴1 2 3
