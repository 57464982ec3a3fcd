⍝ k,/⍵ with a window wider than the vector plus one, found when the program runs
⍝ == error: LENGTH ERROR 4:2
v←(2|⍳9)/⍳9
7,/v
