⍝ Catenating simple scalars and vectors onto nested vectors (and the other way round): each
⍝ simple element is an item of its own, a scalar. Values checked against ngn/apl (whose display
⍝ puts an extra blank between some vector items; Dyalog's and aplc's have two blanks).
⍝ == output:
⍝  1 2  3 4 5  6 7
⍝ 6 7  1 2  3 4 5 
⍝  1 2  3 4 5  8
⍝  1 2  3
⍝ 1 2  3 4 
⍝  1 2  3 4  5
⍝ 1  2 3  1  2 3 
⍝  ab  cde  f
⍝ 4
⍝ 1 2 3 4 5 6 7
⍝ 3 12 6 7
w←(1 2)(3 4 5)
⎕←w,6 7
⎕←6 7,w
⎕←w,8
⎕←(⊂1 2),3
⎕←1 2,⊂3 4
⎕←(1 2)(3 4),5
⎕←1 (2 3),1 (2 3)
⎕←'ab' 'cde','f'
x←w,6 7
⎕←≢x
⎕←∊x
+/¨x
