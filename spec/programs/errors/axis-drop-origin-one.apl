⍝ Dropping along axis 0 with ⎕IO←1
⍝ == error: AXIS ERROR 3:2
1↓[0]2 2⍴1
