⍝ Indexed assignment with a repeated index: the values map (⍳3)×10 and the lowering's
⍝ last-write-wins map each fuse into their scatter (fuse-scatter): 8 dispatches, 9 without.
⍝ == output: 20 2 3 30 5 6
⍝ == kernels: 8
v←⍳6
v[1 1 4]←(⍳3)×10
v
