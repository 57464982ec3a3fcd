⍝ ≢ counts major cells: length of a vector, rows of a matrix, 1 for a scalar
⍝ == output:
⍝ 3
⍝ 2
⍝ 1
⍝ 0
⍝ 2
⎕←≢1 2 3
⎕←≢2 5⍴0
⎕←≢5
⎕←≢⍬
≢2 3 4⍴0
