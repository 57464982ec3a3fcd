⍝ A vector of length 2 times a matrix with 3 rows
⍝ == error: LENGTH ERROR 3:4
1 2+.×3 2⍴⍳6
