⍝ A negative index
⍝ == error: INDEX ERROR 4:3
v←10 20 30
v[¯1]
