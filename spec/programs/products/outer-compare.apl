⍝ ∘.≥ gives a lower triangular boolean matrix, ∘.< an upper one
⍝ == kernels: 2
⍝ == output:
⍝ 1 0 0 0
⍝ 1 1 0 0
⍝ 1 1 1 0
⍝ 1 1 1 1
⍝ 0 1 1
⍝ 0 0 1
⍝ 0 0 0
⎕←(⍳4)∘.≥⍳4
(⍳3)∘.<⍳3
