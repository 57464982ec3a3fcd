⍝ The reduction in f.g is right to left: -/4 10 18
⍝ == output: 12
1 2 3-.×4 5 6
