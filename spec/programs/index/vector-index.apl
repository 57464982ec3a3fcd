⍝ Indexing a vector with a scalar and with vectors of constant indices
⍝ == output:
⍝ 20
⍝ 30 10
⍝ 40 40 10
v←10 20 30 40
⎕←v[2]
⎕←v[3 1]
v[4 4 1]
