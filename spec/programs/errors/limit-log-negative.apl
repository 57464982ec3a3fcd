⍝ ⍺⍟⍵ of a negative number is a complex number (Dyalog gives it): a LIMIT ERROR, as aplc holds no
⍝ complex numbers
⍝ == error: LIMIT ERROR 4:2
2⍟¯4
