⍝ A mask of 4 compressing along axis 1, which has 2 rows
⍝ == error: LENGTH ERROR 3:8
1 0 1 1/[1]2 3⍴⍳6
