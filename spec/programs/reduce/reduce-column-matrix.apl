⍝ Reducing a matrix with one column along its rows gives that column
⍝ == output: 1 2 3
+/3 1⍴1 2 3
