⍝ f⍤1 applies f to each row
⍝ == output:
⍝ 10 26 42
⍝  4  3  2 1
⍝  8  7  6 5
⍝ 12 11 10 9
m←3 4⍴⍳12
⎕←+/⍤1⊢m
{⌽⍵}⍤1⊢m
