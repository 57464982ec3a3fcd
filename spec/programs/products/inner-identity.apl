⍝ Multiplying by the identity matrix leaves a matrix unchanged
⍝ == kernels: 1
⍝ == output:
⍝ 1.5 2
⍝ 3   4
(2 2⍴1.5 2 3 4)+.×(⍳2)∘.=⍳2
