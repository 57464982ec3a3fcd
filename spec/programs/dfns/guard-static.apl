⍝ A guard whose condition is known from shapes at compile time
⍝ == output:
⍝ 15
⍝ 0
total←{0=≢⍵:0 ⋄ +/⍵}
⎕←total ⍳5
total ⍬
