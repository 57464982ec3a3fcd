⍝ Reducing a vector along axis 3
⍝ == error: AXIS ERROR 4:1
v←1 2 3
+/[3]v
