⍝ A vector and the same vector less its first item: n against n-1, whatever n is
⍝ == error: LENGTH ERROR 3:5
f←{⍵-1↓⍵}
f 1 2 3 4
