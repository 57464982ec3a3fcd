⍝ A scalar index gives a scalar (its shape is empty)
⍝ == output:
⍝
⍝ 1
v←10 20 30
⎕←⍴v[2]
⍴v[,2]
