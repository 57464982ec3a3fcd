⍝ The left argument of ⍴ must be a vector
⍝ == error: RANK ERROR 3:8
(2 2⍴2)⍴1
