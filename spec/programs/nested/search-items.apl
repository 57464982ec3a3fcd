⍝ ⍳ ∊ ∪ ∩ ~ on vectors of vectors of one length (uniform nested vectors), with an enclosed
⍝ vector or a simple vector on the other side: whole items are compared (values checked against
⍝ ngn/apl, ⎕IO 0 there).
⍝ == output:
⍝ 2
⍝ 3 3
⍝ 1 0
⍝  ab  cd 
⍝  cd 
⍝  ab  ab 
⍝ 1 2 1
⍝ 0 0 0
m←'ab' 'cd' 'ab'
⎕←m⍳⊂'cd'
⎕←(1 2)(3 4)⍳1 2
⎕←(1 2)(5 6)∊(1 2)(3 4)
⎕←∪m
⎕←m∩'cd' 'xy'
⎕←m~⊂'cd'
⎕←m⍳m∩m
1 2 3∊⊂1 2
