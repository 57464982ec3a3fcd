⍝ Absolute differences between positions
⍝ == kernels: 1
⍝ == output:
⍝ 0 1 2 3
⍝ 1 0 1 2
⍝ 2 1 0 1
⍝ 3 2 1 0
|(⍳4)∘.-⍳4
