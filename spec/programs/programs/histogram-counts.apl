⍝ Counting occurrences of 1 to 5 with an outer product
⍝ == kernels: 1
⍝ == output: 2 1 2 1 3
+/(⍳5)∘.=3 1 4 1 5 9 2 6 5 3 5
