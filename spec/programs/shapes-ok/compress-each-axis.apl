⍝ Constant masks that fit the last and the first axis
⍝ == output:
⍝ 1 3
⍝ 4 6
⍝ 4 5 6
⍝ 1 3
⍝ 4 6
m←2 3⍴⍳6
⎕←1 0 1/m
⎕←0 1⌿m
1 0 1/[2]m
