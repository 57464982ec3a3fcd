⍝ Row 3, all columns, of a matrix with 2 rows
⍝ == error: INDEX ERROR 4:3
m←2 3⍴⍳6
m[3;]
