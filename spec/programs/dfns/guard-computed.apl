⍝ A guard whose condition depends on the argument's value
⍝ == output:
⍝ 5
⍝ 7
abs←{⍵<0:-⍵ ⋄ ⍵}
⎕←abs ¯5
abs 7
