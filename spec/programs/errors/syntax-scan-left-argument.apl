⍝ A scan takes no left argument
⍝ == error: SYNTAX ERROR 3:2
2+\1 2 3
