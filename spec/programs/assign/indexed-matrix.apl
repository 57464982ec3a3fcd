⍝ Indexed assignment with a row, a column (elided axes) and a single item
⍝ == output:
⍝ 1  2  3  4
⍝ 5  6  0  8
⍝ 9 10 11 12
⍝ 100 100 100 100
⍝   5   6   0   8
⍝   9  10  11  12
⍝ 100 ¯1 100 ¯2
⍝   5 ¯3   0 ¯4
⍝   9 ¯5  11 ¯6
m←3 4⍴⍳12
m[2;3]←0
⎕←m
m[1;]←100
⎕←m
m[;2 4]←3 2⍴¯1 ¯2 ¯3 ¯4 ¯5 ¯6
m
