⍝ Dyadic scalar functions on two matrices of equal shape
⍝ == output:
⍝ ¯3 ¯1
⍝  1  3
(2 2⍴1 2 3 4)-2 2⍴4 3 2 1
