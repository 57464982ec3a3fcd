⍝ m[;j] selects columns
⍝ == output:
⍝ 1 3
⍝ 4 6
⍝ 7 9
⍝ 2 5 8
m←3 3⍴⍳9
⎕←m[;1 3]
m[;2]
