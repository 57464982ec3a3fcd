⍝ f\ scans along rows, f⍀ down columns
⍝ == output:
⍝ 1 3  6
⍝ 4 9 15
⍝ 1 2 3
⍝ 5 7 9
m←2 3⍴1 2 3 4 5 6
⎕←+\m
+⍀m
