⍝ f/ of a simple vector whose length is known before running, where f gives arrays for scalar
⍝ items: written out step by step from the last item, the result enclosed. (⊢,⊣)/ reverses.
⍝ Values checked against ngn/apl (⎕IO 0: its ⍳4 is 0 1 2 3)
⍝ == output:
⍝  1 2 3 4 
⍝  4 3 2 1 
⍝  1 2 
⍝ 5
⍝ 10
⎕←{⍺,⍵}/⍳4
⎕←(⊢,⊣)/⍳4
⎕←{⍺ ⍵}/1 2
⎕←{⍺,⍵}/,5
{⍺+⍵}/⍳4
