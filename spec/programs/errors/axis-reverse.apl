⍝ Reversing a matrix along axis 3
⍝ == error: AXIS ERROR 3:1
⌽[3]2 2⍴1
