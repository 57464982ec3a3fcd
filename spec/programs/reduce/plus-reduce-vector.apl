⍝ +/ sums a vector
⍝ == output: 10
+/1 2 3 4
