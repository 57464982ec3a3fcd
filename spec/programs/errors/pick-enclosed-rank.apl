⍝ (⊂i j k)⊃M with three indices for a matrix: a RANK ERROR at the pick
⍝ == error: RANK ERROR 4:9
M←2 3⍴⍳6
(⊂1 2 3)⊃M
