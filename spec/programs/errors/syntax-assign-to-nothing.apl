⍝ An assignment with no name on its left
⍝ == error: SYNTAX ERROR 3:1
←3
