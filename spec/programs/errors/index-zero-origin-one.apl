⍝ Index 0 with ⎕IO←1
⍝ == error: INDEX ERROR 4:3
v←10 20 30
v[0]
