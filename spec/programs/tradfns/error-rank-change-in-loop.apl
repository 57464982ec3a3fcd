⍝ A loop carries each name at one rank: an assignment that changes it is a NONCE ERROR there
⍝ == error: NONCE ERROR 6:8
∇R←f Y;i
 R←0
 :For i :In ⍳Y
     R←R,i
 :EndFor
∇
f 3
