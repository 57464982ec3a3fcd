⍝ A named monadic function
⍝ == output:
⍝ 1 4 9
⍝ 16
sq←{⍵×⍵}
⎕←sq 1 2 3
sq 4
