⍝ Pascal's triangle from the binomial outer product
⍝ == output:
⍝ 1 0 0 0 0
⍝ 1 1 0 0 0
⍝ 1 2 1 0 0
⍝ 1 3 3 1 0
⍝ 1 4 6 4 1
n←0,⍳4
⍉n∘.!n
