⍝ +.× is the matrix product
⍝ == output:
⍝ 22 28
⍝ 49 64
(2 3⍴1 2 3 4 5 6)+.×3 2⍴1 2 3 4 5 6
