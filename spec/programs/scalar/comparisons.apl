⍝ The six comparison functions give booleans
⍝ == kernels: 1
⍝ == output:
⍝ 1 0 0
⍝ 1 1 0
⍝ 0 1 0
⍝ 0 1 1
⍝ 0 0 1
⍝ 1 0 1
a←1 2 3
b←2 2 2
⎕←a<b
⎕←a≤b
⎕←a=b
⎕←a≥b
⎕←a>b
a≠b
