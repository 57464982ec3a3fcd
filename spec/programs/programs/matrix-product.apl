⍝ Product of a 3×2 and a 2×3 matrix, and its transpose identity (AB)ᵀ = BᵀAᵀ
⍝ == kernels: 3
⍝ == output:
⍝  9 12 15
⍝ 19 26 33
⍝ 29 40 51
⍝ 1 1 1
⍝ 1 1 1
⍝ 1 1 1
a←3 2⍴1 2 3 4 5 6
b←2 3⍴1 2 3 4 5 6
⎕←a+.×b
(⍉a+.×b)=(⍉b)+.×⍉a
