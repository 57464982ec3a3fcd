⍝ Catenating a vector to a rank-3 array
⍝ == error: RANK ERROR 3:10
(2 2 2⍴1),1 2
