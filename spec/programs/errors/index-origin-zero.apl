⍝ Index 3 with ⎕IO←0 on a vector of length 3
⍝ == error: INDEX ERROR 5:3
⎕IO←0
v←1 2 3
v[3]
