⍝ The fork +/÷≢: a scalar from a vector of any length
⍝ == output:
⍝ 2.5
⍝ 15
mean←+/÷≢
⎕←mean 1 2 3 4
mean 10 20
