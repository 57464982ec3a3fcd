⍝ Row 0 with ⎕IO←1 on the middle axis
⍝ == error: INDEX ERROR 4:5
a←2 3 4⍴⍳24
a[1;0;1]
