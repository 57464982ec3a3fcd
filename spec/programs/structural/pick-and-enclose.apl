⍝ ⍺⊃⍵ picks one item of a vector; ⊂ of a scalar is that scalar
⍝ == output:
⍝ 20
⍝ b
⍝ 5
⎕←2⊃10 20 30
⎕←2⊃'abc'
⊂5
