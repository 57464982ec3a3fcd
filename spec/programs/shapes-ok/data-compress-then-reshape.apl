⍝ A data-dependent length used as a shape: (2,≢w)⍴w,w
⍝ == output:
⍝ 7 9
⍝ 7 9
v←3.5 7 1 9
w←(v>5)/v
(2,≢w)⍴w,w
