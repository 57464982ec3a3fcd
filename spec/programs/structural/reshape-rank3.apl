⍝ A rank-3 reshape prints as planes separated by a blank line
⍝ == output:
⍝  1  2  3
⍝  4  5  6
⍝
⍝  7  8  9
⍝ 10 11 12
2 2 3⍴⍳12
