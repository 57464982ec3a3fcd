⍝ An index bracket that is never closed
⍝ == error: SYNTAX ERROR 4:2
v←1 2 3
v[1
