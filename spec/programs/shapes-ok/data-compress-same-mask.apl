⍝ Two compressions by the same data mask have the same length
⍝ == output: 14 36
v←3.5 7 1 9
m←v>5
(m/v)×m/⍳4
