⍝ Index 5 into a vector of length 3
⍝ == error: INDEX ERROR 4:3
v←1 2 3
v[5]
