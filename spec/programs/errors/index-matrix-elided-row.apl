⍝ All rows, column 4, of a matrix with 3 columns
⍝ == error: INDEX ERROR 4:4
m←2 3⍴⍳6
m[;4]
