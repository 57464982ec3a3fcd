⍝ Nested values pass through dfns: a guard on data choosing between nested arrays, ⎕← of an
⍝ argument, strands of arguments, and dfns applied to each row of a split matrix
⍝ == output:
⍝  1 2  3 4 
⍝  9 8  7 6 
⍝  1 2  3 4 
⍝ 2 5
⍝ 1 4
⍝  2 0 ¯2  2 0 ¯2 
⍝  1 2 3  4 5 6 
⍝ 1
f←{⍵>1: (1 2)(3 4) ⋄ (5 6)(7 8)}
x←+/1 1 0
⎕←f x
g←{⎕←⍵ ⋄ +/¨⍵}
g ↓2 2⍴9 8 7 6
h←{⍺ ⍵}
⎕←(1 2) h 3 4
m←2 3⍴⍳6
⎕←{⍵[2]}¨↓m
⎕←{⊃⍵}¨↓m
⎕←{(⌽⍵)-⍵}¨↓m
⎕←{⍵⍴⍨≢⍵}¨↓m
(↓m)≡↓m
