⍝ A guard outside a dfn
⍝ == error: SYNTAX ERROR 3:2
1:2
