⍝ {(1↓⍵)-¯1↓⍵}: both sides have n-1 items, whatever n is; on a matrix it works on rows
⍝ == output:
⍝ 3 5 7 9
⍝
⍝  3  6
⍝ 12 24
d←{(1↓⍵)-¯1↓⍵}
⎕←d 1 4 9 16 25
⎕←d 7
d 3 2⍴1 2 4 8 16 32
