⍝ An :If that the function ends without closing is a SYNTAX ERROR at the :If
⍝ == error: SYNTAX ERROR 5:2
∇R←f Y
 R←0
 :If Y>0
     R←1
∇
f 1
