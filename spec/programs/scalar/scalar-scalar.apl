⍝ A dyadic function on two scalars gives a scalar
⍝ == output: 7
3+4
