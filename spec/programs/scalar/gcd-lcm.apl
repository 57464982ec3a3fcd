⍝ ∨ on integers is greatest common divisor, ∧ least common multiple
⍝ == output:
⍝ 6 5 7 1
⍝ 12 12 15 0
⎕←12 15 7 9∨18 25 0 4
4 6 3 0∧6 4 5 5
