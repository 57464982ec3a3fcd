⍝ f⍤2 on a rank-3 array: one application per matrix
⍝ == output:
⍝ 10 26 42
⍝ 58 74 90
{+/⍵}⍤2⊢2 3 4⍴⍳24
