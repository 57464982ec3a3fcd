⍝ f/ reduces along the last axis of a matrix
⍝ == output:
⍝ 6 15
⍝ 2 5
⎕←+/2 3⍴1 2 3 4 5 6
-/2 3⍴1 2 3 4 5 6
