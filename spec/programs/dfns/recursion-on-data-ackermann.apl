⍝ Ackermann's function, dyadic, with a call whose argument is another call
⍝ == output:
⍝ 9
⍝ 4
ack←{⍺=0:⍵+1 ⋄ ⍵=0:(⍺-1)∇ 1 ⋄ (⍺-1)∇ ⍺ ∇ ⍵-1}
m←+/1 1
⎕←m ack 3
(m-1) ack m
