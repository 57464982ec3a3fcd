⍝ ⍪ of a 2×3 and a 3×3 matrix gives 5 rows; +⌿ sums the 3 columns
⍝ == output:
⍝ 5 3
⍝ 17 22 27
m←(2 3⍴⍳6)⍪3 3⍴⍳9
⎕←⍴m
+⌿m
