⍝ Running sums of a 2×2×2 array along each axis keep its shape
⍝ == output:
⍝  1  2
⍝  3  4
⍝
⍝  6  8
⍝ 10 12
⍝  1  2
⍝  4  6
⍝
⍝  5  6
⍝ 12 14
⍝ 1  3
⍝ 3  7
⍝
⍝ 5 11
⍝ 7 15
a←2 2 2⍴⍳8
⎕←+\[1]a
⎕←+\[2]a
+\a
