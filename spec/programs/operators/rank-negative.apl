⍝ A negative rank counts the axes the frame keeps
⍝ == output:
⍝ 6 15
{+/⍵}⍤¯1⊢2 3⍴⍳6
