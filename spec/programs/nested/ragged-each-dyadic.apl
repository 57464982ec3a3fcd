⍝ Dyadic ¨ of the structural functions with an irregular side (or making one: 2 3⍴¨5): ↑¨ ↓¨ ⌽¨
⍝ ⍴¨ and ,¨, each one gather over all the elements by a new descriptor (values checked against
⍝ ngn/apl, ⎕IO 0)
⍝ == output:
⍝  1 2  3 4  6 7 
⍝  0 1 2  3 4 5  7 8 9 
⍝  1 2 0 0  3 4 5 0  6 7 8 9 
⍝  2  4 5  7 8 9 
⍝    3  6 7 
⍝  1 2 0  3 4 5 0  6 7 8 9 0 
⍝  0 1 2  0 3 4 5  0 6 7 8 9 
⍝  1 2 1 2  3 4 5 3 4 5  6 7 8 9 6 7 8 9 
⍝  1 2 10  3 4 5 20  6 7 8 9 30 
⍝  2 1  5 3 4  9 6 7 8 
⍝  2 1  5 3 4  9 6 7 8 
⍝  5 5  5 5 5 
⍝  7 7  8 8 8 
⍝  1 2 1 2 1  3 4 5 3 4  6 7 8 9 6 
⍝  1    6 7 8 9 6 7 
⍝  9 0    9 0 0 
⍝  1 2 1 2 3  1 2 3 1 
⍝  ab   cde  f   
⍝  ab!  cde!  f! 
⍝  1  3 4  6 7 8 
v←(1 2)(3 4 5)(6 7 8 9)
⎕←2↑¨v
⎕←¯3↑¨v
⎕←4↑¨v
⎕←1↓¨v
⎕←¯2↓¨v
⎕←v,¨0
⎕←0,¨v
⎕←v,¨v
⎕←v,¨10 20 30
⎕←1 2 3⌽¨v
⎕←¯1⌽¨v
⎕←2 3⍴¨5
⎕←2 3⍴¨7 8
⎕←5⍴¨v
⎕←1 0 6⍴¨v
⎕←2 0 3↑¨9
⎕←(⍳¨2 3),¨⍳¨3 1
w←'ab' 'cde' (,'f')
⎕←3↑¨w
⎕←w,¨'!'
⎕←1 2 3↑¨v
