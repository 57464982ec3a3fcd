⍝ Indexing the value of a parenthesised expression
⍝ == output:
⍝ 3
⍝ 25 4
⎕←(⍳10)[3]
(1 2 3 4 5*2)[5 2]
