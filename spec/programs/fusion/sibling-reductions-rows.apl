⍝ Sibling reductions along the rows, and along the columns, of a matrix: each pair is one
⍝ reduction folding two values.
⍝ == output:
⍝ 9 21 33
⍝ 15 18 21 24 9 10 11 12
⍝ == kernels: 3
w←3 4⍴⍳12
⎕←(+/w)-⌊/w
(+⌿w),⌈⌿w
