⍝ A matrix-product dfn used at two pairs of shapes
⍝ == output:
⍝ 22 28
⍝ 49 64
⍝ 7 10
mm←{⍺+.×⍵}
⎕←(2 3⍴⍳6)mm 3 2⍴⍳6
(1 2⍴1 2)mm 2 2⍴⍳4
