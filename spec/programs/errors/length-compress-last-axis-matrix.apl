⍝ A mask of 2 compressing the 3 columns of a matrix
⍝ == error: LENGTH ERROR 3:4
1 0/2 3⍴⍳6
