⍝ ¨ inside the function of another ¨
⍝ == output:
⍝ 2 5 10
{+/{⍵×⍵}¨⍵ 1}¨1 2 3
