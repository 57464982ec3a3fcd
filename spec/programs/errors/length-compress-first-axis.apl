⍝ A mask of 3 compressing the 2 rows of a matrix
⍝ == error: LENGTH ERROR 3:6
1 0 1⌿2 3⍴⍳6
