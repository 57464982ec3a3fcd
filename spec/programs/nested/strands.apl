⍝ Strands of arrays of one shape are uniform nested vectors (an enclosed item is enclosed again:
⍝ errors/nonce-strand-enclosed-item)
⍝ == output:
⍝  1 2  3 4 
⍝  1 2 3  4 5 6 
⍝  ab  cd 
⍝  1 2  3.5 4 
⍝  1 2  5 6 
⍝  3 4  7 8 
⍝ 3
⍝ 1 2
⍝ 5 6 7
⍝ 0 0 0
a←1 2 3
b←4 5 6
⎕←(1 2)(3 4)
⎕←a b
⎕←'ab' 'cd'
⎕←(1 2)(3.5 4)
⎕←(2 2⍴1 2 3 4)(2 2⍴5 6 7 8)
⎕←⍴(1 2)(3 4)(5 6)
⎕←⊃(1 2)(3 4)
⎕←⊃⊂5 6 7
⎕←⊃↓0 3⍴0
