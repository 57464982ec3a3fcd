⍝ A guard whose condition depends on the item, inside ¨
⍝ == output:
⍝ ¯1 ¯2 3 4
{⍵>2:⍵ ⋄ -⍵}¨1 2 3 4
