⍝ A closing brace with no opening one
⍝ == error: SYNTAX ERROR 3:4
1+2}
