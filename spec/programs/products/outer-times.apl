⍝ ∘.× gives a multiplication table
⍝ == output:
⍝ 1 2 3  4
⍝ 2 4 6  8
⍝ 3 6 9 12
1 2 3∘.×1 2 3 4
