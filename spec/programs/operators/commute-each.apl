⍝ ⍨ with ¨ and with a dfn
⍝ == output:
⍝ 9 8 7
⍝ 8
⎕←1 2 3{⍺-⍵}⍨¨10
2-⍨10
