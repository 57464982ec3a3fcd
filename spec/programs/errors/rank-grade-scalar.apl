⍝ ⍋ of a scalar is a RANK ERROR
⍝ == error: RANK ERROR 3:1
⍋5
