⍝ A scalar catenated to a matrix becomes a column
⍝ == output:
⍝ 1 2 3 0
⍝ 4 5 6 0
⍝ 0 0 0
⍝ 1 2 3
⍝ 4 5 6
m←2 3⍴⍳6
⎕←m,0
0⍪m
