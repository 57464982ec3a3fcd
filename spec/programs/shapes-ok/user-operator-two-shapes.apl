⍝ A user operator applying its operand twice, at a vector and at a matrix
⍝ == output:
⍝ 3 4
⍝ 1 2 3
⍝ 4 5 6
twice←{⍺⍺ ⍺⍺ ⍵}
⎕←{1↓⍵}twice 1 2 3 4
{⍉⍵}twice 2 3⍴⍳6
