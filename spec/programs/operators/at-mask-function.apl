⍝ (x@g)⍵ and (f@g)⍵ select with a boolean function; f gets the selected items as a vector
⍝ == output:
⍝ 1 0 2 0 3
⍝ 1 ¯5 2 ¯6 3
⍝ 1 7 2 6 3 5
⎕←(0@(>∘3))1 5 2 6 3
⎕←(-@(>∘3))1 5 2 6 3
(⌽@(>∘3))1 5 2 6 3 7
