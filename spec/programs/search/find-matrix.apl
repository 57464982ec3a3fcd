⍝ Dyadic ⍷ (find) on matrices: ⍺ of lower rank has leading axes of length 1, and 1 marks the
⍝ top-left corner of each place ⍺ occurs as a block of ⍵ (Dyalog's definition; the first is the
⍝ example of its reference, 'IS'⍷MAT).
⍝ == output:
⍝ 1 0 0 0 0 0 0 1 0
⍝ 0 0 0 1 0 0 0 0 0
⍝ 1 0 0 0 0 0 0 0 0
⍝ 1 0 0
⍝ 0 0 0
⍝ 0 1 0 0
⍝ 0 1 0 0
⍝ 0 0 0 0
⍝ 1 0 1
⍝ 0 1 1
⎕←'IS'⍷3 9⍴'IS YOU ISOR IS YOUISN''T    '
⎕←(2 2⍴1 2 4 5)⍷2 3⍴⍳9
⎕←(2 2⍴0)⍷3 4⍴1 0 0 1 0 0 0 0
5⍷2 3⍴5 1 5 2 5 5
