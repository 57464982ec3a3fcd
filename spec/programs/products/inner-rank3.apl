⍝ +.× of a rank-3 array and a matrix contracts the last axis with the first
⍝ == output:
⍝ 1 2
⍝ 3 4
⍝
⍝ 5 6
⍝ 7 8
⍝ 2 2 2
⎕←(2 2 2⍴⍳8)+.×2 2⍴1 0 0 1
⍴(2 2 2⍴⍳8)+.×2 2⍴1 0 0 1
