⍝ ∧ ∨ ⍲ ⍱ on every combination of two booleans
⍝ == kernels: 1
⍝ == output:
⍝ 1 0 0 0
⍝ 1 1 1 0
⍝ 0 1 1 1
⍝ 0 0 0 1
a←1 1 0 0
b←1 0 1 0
⎕←a∧b
⎕←a∨b
⎕←a⍲b
a⍱b
