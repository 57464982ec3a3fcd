⍝ (⍵,⍵) and (⍵,⌽⍵) both have 2n items
⍝ == output:
⍝ 2 4 6 4 4 4
⍝ 10 10
f←{(⍵,⍵)+⍵,⌽⍵}
⎕←f 1 2 3
f 5
