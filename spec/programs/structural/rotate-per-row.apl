⍝ ⌽ and ⊖ with one rotation for each row (column)
⍝ == output:
⍝ 2 3 1
⍝ 6 4 5
⍝ 4 8 3
⍝ 7 2 6
⍝ 1 5 9
⎕←1 2⌽2 3⍴1 2 3 4 5 6
1 ¯1 0⊖3 3⍴1 2 3 4 5 6 7 8 9
