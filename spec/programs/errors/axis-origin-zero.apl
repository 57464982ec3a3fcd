⍝ Axis 2 with ⎕IO←0 on a matrix
⍝ == error: AXIS ERROR 4:1
⎕IO←0
+/[2]2 2⍴1
