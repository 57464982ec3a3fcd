⍝ ⍺ f⍤a b ⍵ pairs cells of rank a and b; an empty frame goes with every cell
⍝ == output:
⍝  2  3  4
⍝  6  7  8
⍝ 10 11 12
⍝ 11 12 13
⍝ 21 22 23
m←3 3⍴⍳9
⎕←1 2 3+⍤0 1⊢m
(⍳3)+⍤1 0⊢10 20
