⍝ Monadic ∊ of a flat array is its ravel
⍝ == output:
⍝ 1 2 3 4 5 6
⍝ 1
⎕←∊2 3⍴1 2 3 4 5 6
⍴∊5
