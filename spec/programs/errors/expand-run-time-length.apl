⍝ ⍺\⍵ with a boolean ⍺ whose 1s do not count the items of a ⍵ computed when the program runs: a
⍝ LENGTH ERROR then
⍝ == error: LENGTH ERROR 5:8
v←(⍳4)~2 3
1 0 1 1\v
