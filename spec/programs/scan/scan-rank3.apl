⍝ +\ over the last axis of a rank-3 array
⍝ == output:
⍝ 1  3
⍝ 3  7
⍝
⍝ 5 11
⍝ 7 15
+\2 2 2⍴1 2 3 4 5 6 7 8
