⍝ Cosine of the angle between two vectors
⍝ == kernels: 7
⍝ == output:
⍝ 0
⍝ 0.7071067812
cosang←{(⍺+.×⍵)÷((⍺+.×⍺)*0.5)×(⍵+.×⍵)*0.5}
⎕←1 0 cosang 0 1
1 0 cosang 1 1
