⍝ An index out of range in an indexed assignment is an INDEX ERROR at compile time when the index is known
⍝ == error: INDEX ERROR 4:3
v←1 2 3
v[4]←0
