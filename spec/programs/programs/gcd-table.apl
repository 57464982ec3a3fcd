⍝ A table of greatest common divisors
⍝ == kernels: 1
⍝ == output:
⍝ 1 1 1 1 1 1
⍝ 1 2 1 2 1 2
⍝ 1 1 3 1 1 3
⍝ 1 2 1 4 1 2
⍝ 1 1 1 1 5 1
⍝ 1 2 3 2 1 6
(⍳6)∘.∨⍳6
