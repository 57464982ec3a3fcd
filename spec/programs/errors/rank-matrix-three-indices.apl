⍝ Indexing a matrix with three index positions
⍝ == error: RANK ERROR 4:1
m←2 2⍴1
m[1;1;1]
