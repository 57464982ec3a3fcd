⍝ Compressing a matrix along axis 3
⍝ == error: AXIS ERROR 3:4
1 0/[3]2 2⍴1
