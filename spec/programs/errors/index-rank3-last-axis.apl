⍝ Column 5 of an array with 4 columns
⍝ == error: INDEX ERROR 4:7
a←2 3 4⍴⍳24
a[1;1;5]
