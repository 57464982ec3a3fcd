⍝ Scaling a vector to proportions and to the range 0..1
⍝ == kernels: 6
⍝ == output:
⍝ 0.1 0.2 0.3 0.4
⍝ 0 0.25 1 0.5
v←1 2 3 4
⎕←v÷+/v
w←2 4 10 6
(w-⌊/w)÷(⌈/w)-⌊/w
