⍝ Trace of a matrix using the identity mask
⍝ == output: 15
m←3 3⍴⍳9
+/,m×(⍳3)∘.=⍳3
