⍝ n-wise along the last axis and (⌿) the first
⍝ == output:
⍝ 3  5
⍝ 9 11
⍝ 4  6
⍝ 8 10
⎕←2+/2 3⍴1 2 3 4 5 6
2+⌿3 2⍴1 2 3 4 5 6
