⍝ Indexing every axis of a matrix within range, with elided axes
⍝ == output:
⍝ 12
⍝ 5 6 7 8
⍝ 1 5 9
⍝  2  4
⍝ 10 12
m←3 4⍴⍳12
⎕←m[3;4]
⎕←m[2;]
⎕←m[;1]
m[1 3;2 4]
