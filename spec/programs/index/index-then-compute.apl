⍝ Indexed values take part in arithmetic
⍝ == output: 110
v←10 20 30 40 50
v[1]+v[5]×2
