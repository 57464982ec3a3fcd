⍝ One index of a vector of indices is out of range
⍝ == error: INDEX ERROR 4:3
v←10 20 30
v[1 2 4]
