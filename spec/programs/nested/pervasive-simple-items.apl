⍝ A scalar function between a nested array whose items share one shape and a simple array of its
⍝ outer shape: each simple item goes with a whole nested item, as in Dyalog ((1 2)(3 4)+10 20 is
⍝ (11 12)(23 24)); the simple array is spread along the items' axes by views that fusion folds
⍝ == output:
⍝  11 12  23 24 
⍝  11 12  23 24 
⍝  10 20  60 80 
⍝  11 12  13 14 
⍝  0 1 2  2 3 4 
⍝  11 12  21 22 
⍝  31 32  41 42 
⍝  1 0  1 0 
⎕←(1 2)(3 4)+10 20
⎕←10 20+(1 2)(3 4)
⎕←(1 2)(3 4)×¨10 20
⎕←(1 2)(3 4)+,10
⎕←(↓2 3⍴⍳6)-1 2
m←2 2⍴⊂1 2 ⋄ ⎕←m+2 2⍴10 20 30 40
(1 2)(3 4)=1 3
