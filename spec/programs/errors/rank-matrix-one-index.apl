⍝ Indexing a matrix with one index position
⍝ == error: RANK ERROR 4:1
m←2 2⍴1
m[1]
