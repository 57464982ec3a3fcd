⍝ One generation of the Game of Life with a 3×3 stencil
⍝ == output:
⍝ 0 0 0 0 0
⍝ 1 0 1 0 0
⍝ 0 1 1 0 0
⍝ 0 1 0 0 0
⍝ 0 0 0 0 0
life←{n←(+/,⍵)-⍵[2;2] ⋄ (n=3)∨(n=2)∧⍵[2;2]}
board←5 5↑3 3⍴0 1 0 0 0 1 1 1 1
(life⌺3 3)board
