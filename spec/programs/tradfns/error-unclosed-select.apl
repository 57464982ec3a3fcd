⍝ A :Select with no :EndSelect before the closing ∇ is a SYNTAX ERROR at the :Select
⍝ == error: SYNTAX ERROR 4:2
∇R←f Y
 :Select Y
 :Case 1
     R←2
 :Else
     R←3
∇
f 1
