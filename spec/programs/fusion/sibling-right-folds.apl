⍝ −/ and ÷/ are right folds: they fold together, exactly right to left; ⌊/ (any order) stays
⍝ apart. One map assembles the three results.
⍝ == output:
⍝ ¯1.25 0.24609375 0.25
⍝ == kernels: 3
v←(⍳10)÷4
(-/v),(÷/v),(⌊/v)
