⍝ A compress mask must be a vector
⍝ == error: RANK ERROR 3:8
(2 2⍴1)/1 2
