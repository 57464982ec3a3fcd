⍝ A dfn reversing along axis 2: fine for a matrix, out of range for a vector
⍝ == output:
⍝ == error: AXIS ERROR 4:6
rev←{⌽[2]⍵}
⎕←rev 2 2⍴⍳4
rev 1 2 3
