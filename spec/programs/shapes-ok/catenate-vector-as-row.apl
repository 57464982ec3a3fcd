⍝ A vector of 3 catenated below a matrix of 3 columns becomes its last row
⍝ == output:
⍝  1  2  3
⍝  4  5  6
⍝ 10 20 30
(2 3⍴⍳6)⍪10 20 30
