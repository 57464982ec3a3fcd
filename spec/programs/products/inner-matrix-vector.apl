⍝ +.× of a matrix and a vector, and of a vector and a matrix
⍝ == output:
⍝ 4 10
⍝ 5 7 9
m←2 3⍴1 2 3 4 5 6
⎕←m+.×1 0 1
1 1+.×m
