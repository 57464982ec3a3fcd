⍝ A dfn over several lines whose brace is never closed
⍝ == error: SYNTAX ERROR 3:3
f←{
  ⍵+1
f 2
