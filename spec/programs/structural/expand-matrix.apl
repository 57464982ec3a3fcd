⍝ Expand along the last axis (\), the first (⍀) and an axis in brackets
⍝ == output:
⍝ 1 0 2 3
⍝ 4 0 5 6
⍝ 1 2 3
⍝ 0 0 0
⍝ 4 5 6
⍝ 1 2 3
⍝ 0 0 0
⍝ 4 5 6
m←2 3⍴1 2 3 4 5 6
⎕←1 0 1 1\m
⎕←1 0 1⍀m
1 0 1\[1]m
