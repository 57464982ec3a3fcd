⍝ ⍳≢w has as many items as w, whatever that is at run time
⍝ == output: 8 11
v←3.5 7 1 9
w←(v>5)/v
(⍳≢w)+w
