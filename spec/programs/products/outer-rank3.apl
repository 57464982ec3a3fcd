⍝ An outer product of a vector and a matrix has rank 3
⍝ == output:
⍝  1  2
⍝  3  4
⍝
⍝ 10 20
⍝ 30 40
1 10∘.×2 2⍴1 2 3 4
