⍝ Overtaking a matrix from the end pads at the front; counts may mix signs
⍝ == output:
⍝ 0 0 0 0
⍝ 0 0 1 2
⍝ 0 0 3 4
⍝ 3 4 0
⎕←¯3 ¯4↑2 2⍴⍳4
¯1 3↑2 2⍴⍳4
