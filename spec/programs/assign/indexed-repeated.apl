⍝ Where an index repeats, the last write wins
⍝ == output:
⍝ 0 8 7 0
w←0 0 0 0
w[2 2 3 2]←5 6 7 8
w
