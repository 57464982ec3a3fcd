⍝ An inner product of a vector with itself minus one item: n and n-1 never agree
⍝ == error: LENGTH ERROR 3:5
f←{⍵+.×1↓⍵}
f 1 2 3
