⍝ Row 3 of a matrix with 2 rows
⍝ == error: INDEX ERROR 4:3
m←2 2⍴1
m[3;1]
