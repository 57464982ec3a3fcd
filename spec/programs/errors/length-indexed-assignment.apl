⍝ The value must have the shape of the selection (or be a single item)
⍝ == error: LENGTH ERROR 4:1
v←1 2 3
v[1 2]←7 8 9
