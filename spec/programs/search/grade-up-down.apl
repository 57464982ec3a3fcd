⍝ ⍋ and ⍒ give the permutation that sorts; ties keep their order (stable) both ways
⍝ == output:
⍝ 5 1 2 7 8 6 4 0 3
⍝ 3 0 4 6 8 2 7 1 5
⍝ 0 1 4 4 5 6 33 83 99
⍝ 99 83 33 6 5 4 4 1 0
⎕IO←0
v←83 1 4 99 33 0 6 4 5
⎕←⍋v
⎕←⍒v
⎕←v[⍋v]
v[⍒v]
