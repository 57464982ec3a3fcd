⍝ A dfn as the function of an n-wise reduction
⍝ == output:
⍝ 2 6 12
2{⍺×⍵}/1 2 3 4
