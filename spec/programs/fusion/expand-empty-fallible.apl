⍝ Expanding an empty vector by (,0) gives one fill. The fused map computed the argument's ÷ at
⍝ the fill position too, on an element of x that is 0, and stopped with a DOMAIN ERROR that
⍝ Dyalog never raises: no element of 0⍴x is divided.
⍝ == output: 0
x←0 0.5 0.25
(,0)\5÷0⍴x
