⍝ ,[1] of a 2×3 and a 4×3 matrix has 6 rows
⍝ == output:
⍝ 6 3
⍝ 6 15 6 15 24 33
m←(2 3⍴⍳6),[1]4 3⍴⍳12
⎕←⍴m
+/m
