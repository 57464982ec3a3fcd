⍝ Trace of a matrix using the identity mask
⍝ == kernels: 2
⍝ == output: 15
m←3 3⍴⍳9
+/,m×(⍳3)∘.=⍳3
