⍝ Recursion other than tail recursion on values known before the program runs is unrolled at
⍝ compile time: factorial and (doubly recursive) fibonacci
⍝ == output:
⍝ 3628800
⍝ 610
⎕←{⍵≤1:1 ⋄ ⍵×∇⍵-1}10
{⍵<2:⍵ ⋄ (∇⍵-1)+∇⍵-2}15
