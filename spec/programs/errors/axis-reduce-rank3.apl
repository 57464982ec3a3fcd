⍝ Reducing a rank-3 array along axis 4
⍝ == error: AXIS ERROR 3:1
+/[4]2 2 2⍴1
