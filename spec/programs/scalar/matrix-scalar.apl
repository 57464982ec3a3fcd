⍝ A scalar extends over a matrix
⍝ == output:
⍝ 10 20 30
⍝ 40 50 60
(2 3⍴1 2 3 4 5 6)×10
