⍝ −/ and ÷/ are right folds: they fold together, exactly right to left; ⌊/ (any order) stays
⍝ apart.
⍝ == output:
⍝ ¯1.25 0.24609375 0.25
⍝ == kernels: 5
v←(⍳10)÷4
(-/v),(÷/v),(⌊/v)
