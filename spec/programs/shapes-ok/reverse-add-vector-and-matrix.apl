⍝ {⍵+⌽⍵} checked at a vector and at a matrix: ⌽ keeps the shape, so + always fits
⍝ == output:
⍝ 5 5 5 5
⍝  4  4  4
⍝ 10 10 10
f←{⍵+⌽⍵}
⎕←f 1 2 3 4
f 2 3⍴⍳6
