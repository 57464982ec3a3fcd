⍝ ⌊/ and ⌈/ of a long vector: one two-level reduction carrying both values (two dispatches),
⍝ then one map assembles the two-element result.
⍝ == output:
⍝ 0.001 100
⍝ == kernels: 3
v←(⍳100000)÷1000
(⌊/v),⌈/v
