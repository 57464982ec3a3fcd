⍝ Rotations fold into the indexing of the map that adds them: one kernel, no rotated copies.
⍝ == output: 12 4 6 8 10 12 14 16 18 10
⍝ == kernels: 1
v←⍳10
(1⌽v)+¯1⌽v
