⍝ ∨.∧ on boolean matrices (one step of reachability)
⍝ == kernels: 2
⍝ == output:
⍝ 0 1 1
⍝ 0 0 1
⍝ 0 0 0
a←3 3⍴0 1 0 0 0 1 0 0 0
a∨.∧a∨(⍳3)∘.=⍳3
