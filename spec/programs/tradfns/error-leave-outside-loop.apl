⍝ :Leave outside any loop is a SYNTAX ERROR
⍝ == error: SYNTAX ERROR 6:6
∇R←f Y
 R←Y
 :If Y>0
     :Leave
 :EndIf
∇
f 1
