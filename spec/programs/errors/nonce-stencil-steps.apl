⍝ ⌺ with steps (a two-row right operand) is not supported yet
⍝ == error: NONCE ERROR 3:1
({+/,⍵}⌺(2 2⍴3 3 2 2))4 4⍴1
