⍝ The left argument of ↑ must be a vector
⍝ == error: RANK ERROR 3:8
(1 1⍴2)↑1 2 3
