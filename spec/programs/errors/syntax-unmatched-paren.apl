⍝ An opening parenthesis that is never closed
⍝ == error: SYNTAX ERROR 3:3
2×(1+2
