⍝ m[i;] selects a row
⍝ == output: 4 5 6
m←3 3⍴⍳9
m[2;]
