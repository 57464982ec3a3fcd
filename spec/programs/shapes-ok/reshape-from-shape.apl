⍝ Reshaping by the shape of another array, and by the reversed shape
⍝ == output:
⍝ 11 12 13
⍝ 14 15 16
⍝ 1 2
⍝ 3 4
⍝ 5 6
m←2 3⍴⍳6
⎕←m+(⍴m)⍴10
(⌽⍴m)⍴m
