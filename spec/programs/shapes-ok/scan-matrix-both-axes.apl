⍝ +\ and +⍀ on a matrix
⍝ == output:
⍝ 1 3  6
⍝ 4 9 15
⍝ 1 2 3
⍝ 5 7 9
m←2 3⍴⍳6
⎕←+\m
+⍀m
