⍝ ⌊ of quotients that are exact integers must not drop below them (as in integer division)
⍝ == kernels: 2
⍝ == output:
⍝ 20 6 2 4 3
⍝ 0 0 0 0 0
a←2000 24 8 124 99
b←100 4 4 31 33
⎕←⌊a÷b
a-b×⌊a÷b
