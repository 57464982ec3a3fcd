⍝ Reshape takes the ravel of a matrix argument
⍝ == output:
⍝ 1 2 3 4
⍝ 5 6 1 2
⍝ 3 4 5 6
3 4⍴2 3⍴⍳6
