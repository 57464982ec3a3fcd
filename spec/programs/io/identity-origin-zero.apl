⍝ Outer product of ⍳ with ⎕IO←0
⍝ == output:
⍝ 0 0 0
⍝ 0 1 2
⍝ 0 2 4
⎕IO←0
(⍳3)∘.×⍳3
