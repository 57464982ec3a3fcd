⍝ A dfn that builds a matrix from its arguments
⍝ == output:
⍝ 1 2 3
⍝ 2 4 6
⍝ 3 6 9
table←{⍵∘.×⍵}
table 1 2 3
