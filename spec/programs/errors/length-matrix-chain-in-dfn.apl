⍝ A matrix-product dfn used twice in a chain; the outer call has a wrong middle dimension
⍝ == error: LENGTH ERROR 3:6
mm←{⍺+.×⍵}
(2 3⍴1)mm(4 4⍴1)mm 4 2⍴1
