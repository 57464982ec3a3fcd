⍝ A ravel of a mapped matrix, reduced: the reshape is pushed through the map, one kernel.
⍝ == output: 91
⍝ == kernels: 1
m←2 3⍴⍳6
+/,m×m
