⍝ ⍉ reverses the axes of a rank-3 array
⍝ == output:
⍝ 4 3 2
⍝ 24
a←2 3 4⍴⍳24
⎕←⍴⍉a
(⍉a)[4;3;2]
