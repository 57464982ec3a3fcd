⍝ Axis 0 with ⎕IO←1
⍝ == error: AXIS ERROR 3:1
⊖[0]2 2⍴1
