⍝ A :Case outside a :Select is a SYNTAX ERROR at its place
⍝ == error: SYNTAX ERROR 5:2
∇R←f Y
 R←0
 :Case 1
∇
f 1
