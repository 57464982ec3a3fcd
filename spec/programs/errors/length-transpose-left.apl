⍝ The left argument of ⍉ needs one item per axis
⍝ == error: LENGTH ERROR 3:6
1 2 3⍉2 2⍴1
