⍝ {⍵∘.×⍵} is n×n; its row sums have n items
⍝ == output:
⍝ 1 2 3
⍝ 2 4 6
⍝ 3 6 9
⍝ 10 20 30 40
sq←{⍵∘.×⍵}
⎕←sq 1 2 3
+/sq 1 2 3 4
