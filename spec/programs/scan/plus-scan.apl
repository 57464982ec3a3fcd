⍝ +\ gives running sums
⍝ == output: 1 3 6 10
+\1 2 3 4
