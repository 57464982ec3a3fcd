⍝ Scalar code on reduction results is one one-invocation kernel, not one kernel per operation.
⍝ == output: 0.5
⍝ == kernels: 4
w←2 4 10 6
((+/w)-⌊/w)÷(⌈/w)×4
