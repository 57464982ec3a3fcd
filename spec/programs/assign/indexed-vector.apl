⍝ x[i]←v replaces items; the name now holds the new array
⍝ == output:
⍝ 10 0 30 40 50
⍝ 7 0 30 40 8
v←10 20 30 40 50
v[2]←0
⎕←v
v[1 5]←7 8
v
