⍝ -/ evaluates right to left: 1-(2-(3-4))
⍝ == output:
⍝ ¯2
⍝ 3
⎕←-/1 2 3 4
-/1 2 3 4 5
