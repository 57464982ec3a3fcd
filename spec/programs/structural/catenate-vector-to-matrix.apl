⍝ A vector joined to a matrix along the last axis becomes a column
⍝ == output:
⍝ 1 2 7
⍝ 3 4 8
(2 2⍴1 2 3 4),7 8
