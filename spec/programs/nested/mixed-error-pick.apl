⍝ (i j)⊃v where item i is a simple scalar: it has no element j (Dyalog: RANK ERROR).
⍝ == error: RANK ERROR 4:6
v←1 (2 3)
(1 1)⊃v
