⍝ ⍸ of a boolean vector: the indices of its ones (a data-dependent length)
⍝ == output: 1 3
⍸1 0 1
