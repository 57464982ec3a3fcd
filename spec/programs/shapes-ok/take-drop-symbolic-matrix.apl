⍝ Dropping a row and a column and taking them back gives the original shape
⍝ == output:
⍝ 5 6 0
⍝ 8 9 0
⍝ 0 0 0
f←{(⍴⍵)↑1 1↓⍵}
f 3 3⍴⍳9
