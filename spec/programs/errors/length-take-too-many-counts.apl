⍝ Two take counts for a vector
⍝ == error: LENGTH ERROR 3:4
2 3↑1 2 3 4
