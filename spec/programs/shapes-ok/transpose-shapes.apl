⍝ m+⍉⍉m fits, and (⍉m)+.×m is square
⍝ == output:
⍝ 2  4  6
⍝ 8 10 12
⍝ 17 22 27
⍝ 22 29 36
⍝ 27 36 45
m←2 3⍴⍳6
⎕←m+⍉⍉m
(⍉m)+.×m
