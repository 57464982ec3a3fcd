⍝ ↑ on a matrix with one count per axis, overtake pads rows and columns
⍝ == output:
⍝ 1 2
⍝ 4 5
⍝ 5 6
⍝ 8 9
⍝ 1 2 0
⍝ 3 4 0
⍝ 0 0 0
m←3 3⍴⍳9
⎕←2 2↑m
⎕←¯2 ¯2↑m
3 3↑2 2⍴⍳4
