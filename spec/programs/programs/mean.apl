⍝ Arithmetic mean of a vector
⍝ == kernels: 4
⍝ == output:
⍝ 2.5
⍝ 4
mean←{(+/⍵)÷≢⍵}
⎕←mean 1 2 3 4
mean 2 4 6
