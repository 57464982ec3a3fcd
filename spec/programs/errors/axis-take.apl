⍝ Taking from a matrix along axis 3
⍝ == error: AXIS ERROR 3:2
2↑[3]2 2⍴1
