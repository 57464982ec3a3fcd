⍝ Indexing a vector with a matrix of indices gives a matrix
⍝ == output:
⍝ 10 20
⍝ 30 10
v←10 20 30
v[2 2⍴1 2 3 1]
