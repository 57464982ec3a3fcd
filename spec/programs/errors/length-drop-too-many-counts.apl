⍝ Three drop counts for a matrix
⍝ == error: LENGTH ERROR 3:6
1 1 1↓2 3⍴⍳6
