⍝ :For … :In goes through a vector or a scalar; a matrix is a RANK ERROR at the items
⍝ == error: RANK ERROR 5:13
∇R←f Y;i
 R←0
 :For i :In Y
     R+←i
 :EndFor
∇
f 2 2⍴⍳4
