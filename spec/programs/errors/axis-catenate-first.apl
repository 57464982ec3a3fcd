⍝ Catenating matrices with ⍪ along axis 3
⍝ == error: AXIS ERROR 3:8
(2 2⍴1)⍪[3]2 2⍴1
