⍝ Guards that return vectors of the same shape
⍝ == output:
⍝ 1 2 3
⍝ 3 2 1
f←{⍺:⍵ ⋄ ⌽⍵}
⎕←1 f 1 2 3
0 f 1 2 3
