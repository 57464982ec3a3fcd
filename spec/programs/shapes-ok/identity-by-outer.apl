⍝ {⍵∘.=⍵}⍳n is the n×n identity, which fits a matrix product with an n×n matrix
⍝ == output:
⍝ 1 2 3
⍝ 4 5 6
⍝ 7 8 9
id←{(⍳⍵)∘.=⍳⍵}
m←3 3⍴⍳9
(id 3)+.×m
