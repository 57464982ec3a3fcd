⍝ Dyadic ⍉ with a repeated axis takes a diagonal
⍝ == output:
⍝ 1 5 9
⍝ 1 18
⍝  1  5  9
⍝ 14 18 22
m←3 3⍴1 2 3 4 5 6 7 8 9
⎕←1 1⍉m
⎕←1 1 1⍉2 3 4⍴⍳24
1 2 1⍉2 3 4⍴⍳24
