⍝ f⍤0 is f on each scalar
⍝ == output:
⍝ 2 4
⍝ 6 8
{⍵×2}⍤0⊢2 2⍴⍳4
