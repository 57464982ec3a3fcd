⍝ ∪⍵: the distinct items in order of first occurrence
⍝ == output:
⍝ 3 1 2
⍝ misp
⍝ 0
⎕←∪3 1 3 2 1
⎕←∪'mississippi'
⍴∪⍬
