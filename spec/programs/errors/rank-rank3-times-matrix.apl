⍝ Multiplying a rank-3 array by a matrix
⍝ == error: RANK ERROR 3:10
(2 2 2⍴1)×2 2⍴1
