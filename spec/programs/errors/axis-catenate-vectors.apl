⍝ Catenating vectors along axis 2
⍝ == error: AXIS ERROR 3:4
1 2,[2]3 4
