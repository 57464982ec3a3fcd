⍝ Indexing a vector with two index positions
⍝ == error: RANK ERROR 4:1
v←1 2 3
v[1;1]
