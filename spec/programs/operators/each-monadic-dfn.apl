⍝ f¨ applies a dfn to each item; the result has the argument's shape
⍝ == output:
⍝ 2 3
⍝ 4 5
{⍵×⍵}¨1 2 3
{⍵+1}¨2 2⍴1 2 3 4
