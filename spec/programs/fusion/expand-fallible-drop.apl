⍝ Expand of a ÷ read through a drop: the fill positions of the fused map read the pieces'
⍝ nearest own positions, never past the end of x (it was an INDEX ERROR).
⍝ == output: 2 0 4 0
x←0 0.5 0.25
1 0 1 0\÷1↓x
