⍝ Scanning a vector along axis 2
⍝ == error: AXIS ERROR 3:1
+\[2]1 2 3
