⍝ , on matrices joins along the last axis; a scalar extends to a column
⍝ == output:
⍝ 1 2 9
⍝ 3 4 9
⍝ 0 1 2
⍝ 0 3 4
⍝ 1 2 1 2
⍝ 3 4 3 4
m←2 2⍴1 2 3 4
⎕←m,2 1⍴9
⎕←0,m
m,m
