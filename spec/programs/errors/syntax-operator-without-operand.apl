⍝ Reduce with no function on its left
⍝ == error: SYNTAX ERROR 3:1
/1 2 3
