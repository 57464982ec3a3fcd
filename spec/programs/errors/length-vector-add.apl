⍝ Adding vectors of different lengths
⍝ == error: LENGTH ERROR 3:6
1 2 3+4 5
