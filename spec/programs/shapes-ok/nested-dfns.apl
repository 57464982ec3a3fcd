⍝ A dfn defined and called inside another dfn, at the outer argument's shape
⍝ == output:
⍝ 3 6 9
⍝ 3  6
⍝ 9 12
f←{inner←{⍵×2} ⋄ (inner ⍵)+⍵}
⎕←f 1 2 3
f 2 2⍴⍳4
