⍝ Reducing the rows of a matrix with no columns gives identity elements
⍝ == output:
⍝ 0 0
⍝ 1 1 1
⎕←+/2 0⍴0
×/3 0⍴0
