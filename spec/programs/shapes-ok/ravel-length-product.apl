⍝ The ravel of a 2×3 matrix has 6 items
⍝ == output:
⍝ 6
⍝ 7 7 7 7 7 7
v←,2 3⍴⍳6
⎕←≢v
v+⌽v
