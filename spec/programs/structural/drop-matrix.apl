⍝ ↓ on a matrix: one count drops rows; two counts drop rows and columns
⍝ == output:
⍝ 4 5 6
⍝ 7 8 9
⍝ 5 6
⍝ 8 9
⍝ 1 2
⍝ 4 5
m←3 3⍴⍳9
⎕←1↓m
⎕←1 1↓m
¯1 ¯1↓m
