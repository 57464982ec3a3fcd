⍝ Dfns as operands of reduce and scan, at a vector and a matrix
⍝ == output:
⍝ 10
⍝ 1 2 6 24
⍝ 4 9
⎕←{⍺+⍵}/1 2 3 4
⎕←{⍺×⍵}\1 2 3 4
{⍺⌈⍵}/2 3⍴3 1 4 1 5 9
