⍝ A closing control word with nothing to close is a SYNTAX ERROR at its place
⍝ == error: SYNTAX ERROR 8:2
∇R←f Y
 R←Y
 :If Y>0
     R←1
 :EndIf
 :EndIf
∇
f 1
