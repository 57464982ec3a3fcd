⍝ ⍋ gives ⎕IO-based indices (apltail's gradeupdown)
⍝ == output:
⍝ 6 2 3 8 9 7 5 1 4
⍝ 4 1 5 7 9 3 8 2 6
v←83 1 4 99 33 0 6 4 5
⎕←⍋v
⍒v
