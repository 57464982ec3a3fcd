⍝ Reductions of a rank-3 array along the last, first and middle axes
⍝ == output:
⍝  6 15
⍝ 24 33
⍝  8 10 12
⍝ 14 16 18
⍝ 5 7 9
⍝ 17 19 21
a←2 2 3⍴1 2 3 4 5 6 7 8 9 10 11 12
⎕←+/a
⎕←+⌿a
+/[2]a
