⍝ An int array given a float value becomes a float array
⍝ == output:
⍝ 1 2.5 3
v←1 2 3
v[2]←2.5
v
