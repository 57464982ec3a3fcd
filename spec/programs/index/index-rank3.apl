⍝ Indexing a rank-3 array with three index positions
⍝ == output:
⍝ 24
⍝ 2 6 10
⍝ 13 14 15 16
⍝ 21 22 23 24
a←2 3 4⍴⍳24
⎕←a[2;3;4]
⎕←a[1;;2]
a[2;1 3;]
