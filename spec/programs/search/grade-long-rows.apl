⍝ Rows longer than a thousand items are graded column by column from the last (each pass stable)
⍝ == output:
⍝ 3 1 4 2
⍝ 2 4 1 3
m←4 1500⍴0
m[;1500]←3 1 2 1
m[2;1]←1
m[4;700]←1
⎕←⍋m
⍒m
