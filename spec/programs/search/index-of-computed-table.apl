⍝ The table's length is known only at run time
⍝ == output:
⍝ 4 6 2
v←3 1 4 1 5 9 2 6
w←(v>2)/v
w⍳9 1 4
