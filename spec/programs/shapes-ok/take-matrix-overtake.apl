⍝ A take larger than the matrix pads with zeros on both axes
⍝ == output:
⍝ 1 2 0 0
⍝ 3 4 0 0
⍝ 0 0 0 0
3 4↑2 2⍴⍳4
