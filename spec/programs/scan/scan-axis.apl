⍝ f\[k] scans along axis k; -⍀ is right to left within each column
⍝ == kernels: 4
⍝ == output:
⍝ 1  2
⍝ 4  6
⍝ 9 12
⍝  1  2
⍝ ¯2 ¯2
⍝  3  4
m←3 2⍴1 2 3 4 5 6
⎕←+\[1]m
-\[1]m
