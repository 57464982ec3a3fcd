⍝ A loop closed by another structure's word: a SYNTAX ERROR at the word that does not match
⍝ == error: SYNTAX ERROR 7:2
∇R←f Y;i
 R←0
 :For i :In ⍳Y
     R+←i
 :EndWhile
∇
f 3
