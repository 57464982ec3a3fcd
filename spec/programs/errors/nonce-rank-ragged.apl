⍝ f⍤k where the shape of f's result depends on each cell's data would make a ragged array
⍝ == error: NONCE ERROR 3:1
{⍳+/⍵}⍤1⊢2 2⍴1 1 2 2
