⍝ Indices computed from data (a compress: their number is known only at run time)
⍝ == output:
⍝ 1 2 3 0 5 0 0 0
v←1 2 3 34 5 6 7 8
i←(v>5)/⍳8
v[i]←0
v
