⍝ A strand of vectors of different lengths is an irregular nested vector: flat data and a segment
⍝ descriptor (the items' lengths); its outer shape, depth, first item, elements and ,/ (values
⍝ checked against ngn/apl; the display is Dyalog's: a blank each side of every item)
⍝ == output:
⍝  1 2  3 4 5 
⍝ 2
⍝ 2
⍝ 2
⍝ 1 2
⍝ 1 2 3 4 5
⍝  1 2 3 4 5 
⍝  ab  cde 
⍝  1.5 2  3 4 5 
⍝    1 2 
⍝ 3
v←(1 2)(3 4 5)
⎕←v
⎕←≢v
⎕←⍴v
⎕←≡v
⎕←⊃v
⎕←∊v
⎕←,/v
⎕←'ab' 'cde'
⎕←(1.5 2)(3 4 5)
⎕←(⍳0)(1 2)
≢(1 2)(3 4 5)(6 7 8 9)
