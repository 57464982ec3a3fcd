⍝ Sorting each row: a grade inside the cell function
⍝ == output:
⍝ 1 2 5 8
⍝ 3 4 7 9
⍝ 0 2 2 6
{⍵[⍋⍵]}⍤1⊢3 4⍴5 2 8 1 9 3 7 4 6 0 2 2
