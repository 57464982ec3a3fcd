⍝ (⍳n)∘.=⍳n is the identity matrix
⍝ == output:
⍝ 1 0 0
⍝ 0 1 0
⍝ 0 0 1
(⍳3)∘.=⍳3
