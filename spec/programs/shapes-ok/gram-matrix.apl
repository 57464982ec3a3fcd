⍝ {⍵+.×⍉⍵}: the inner dims agree for any matrix, and for a vector it is the dot product
⍝ == output:
⍝ 14 32
⍝ 32 77
⍝ 1 2 3
⍝ 2 4 6
⍝ 3 6 9
⍝ 14
g←{⍵+.×⍉⍵}
⎕←g 2 3⍴⍳6
⎕←g 3 1⍴1 2 3
g 1 2 3
