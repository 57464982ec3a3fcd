⍝ Population variance and standard deviation
⍝ == kernels: 5
⍝ == output:
⍝ 5
⍝ 4
⍝ 2
mean←{(+/⍵)÷≢⍵}
var←{mean(⍵-mean ⍵)*2}
x←2 4 4 4 5 5 7 9
⎕←mean x
⎕←var x
(var x)*0.5
