⍝ / compresses columns of a matrix, ⌿ compresses rows
⍝ == output:
⍝ 1 3
⍝ 4 6
⍝ 1 2
⍝ 5 6
m←2 3⍴⍳6
⎕←1 0 1/m
1 0 1⌿3 2⍴⍳6
