⍝ {⍺+⍵} with a scalar on the left, on the right, and against a matrix
⍝ == output:
⍝ 2 3 4
⍝ 11 12 13
⍝ 101 102
⍝ 103 104
add←{⍺+⍵}
⎕←1 add 1 2 3
⎕←1 2 3 add 10
(2 2⍴⍳4)add 100
