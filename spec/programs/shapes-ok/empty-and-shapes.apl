⍝ Catenating ⍬ adds nothing, and ≢ and ⍴ agree
⍝ == output:
⍝ 1 2
⍝ 2 2 3
m←2 3⍴⍳6
⎕←⍬,1 2
(≢m),⍴m
