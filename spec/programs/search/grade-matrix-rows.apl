⍝ ⍋ of a matrix sorts its rows lexicographically
⍝ == output:
⍝ 1 3 2 0
⍝ 0 2 1 3
⎕IO←0
m←4 3⍴3 1 2 1 5 0 3 1 1 1 5 0
⎕←⍋m
⍒m
