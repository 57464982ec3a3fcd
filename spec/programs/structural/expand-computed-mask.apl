⍝ A boolean mask computed from data: the result is as long as the mask
⍝ == output:
⍝ 1 2 3 0
⍝ 0 1 2 3
v←1 2 3
b←v>0
⎕←(b,0)\v
(0,b)\v
