⍝ A compress mask must be as long as the vector
⍝ == error: LENGTH ERROR 3:4
1 0/1 2 3
