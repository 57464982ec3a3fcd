⍝ Plane 3 of an array with 2 planes
⍝ == error: INDEX ERROR 4:3
a←2 3 4⍴⍳24
a[3;1;1]
