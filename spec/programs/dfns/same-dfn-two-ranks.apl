⍝ The same named dfn applied to a vector and to a matrix
⍝ == output:
⍝ 6
⍝ 6 15
s←{+/⍵}
⎕←s 1 2 3
s 2 3⍴⍳6
