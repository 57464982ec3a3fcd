⍝ Adding a vector to a matrix is a rank error
⍝ == error: RANK ERROR 3:8
(2 2⍴1)+1 2 3
