⍝ ⍺ f¨ ⍵ pairs items; a scalar on either side goes with every item
⍝ == output:
⍝ 41 52 63
⍝ 9 8 7
⍝ 10 20 30
⎕←1 2 3{⍺+10×⍵}¨4 5 6
⎕←10{⍺-⍵}¨1 2 3
1 2 3{⍺×⍵}¨10
