⍝ An outer product reduced along its rows is one reduction over the index space.
⍝ == output: 6 12 18 24
⍝ == kernels: 1
+/(⍳4)∘.×⍳3
