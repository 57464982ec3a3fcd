⍝ Control words aplc does not support are a NONCE ERROR naming them; labels and branches too
⍝ == error: NONCE ERROR 5:2
∇R←f Y
 R←0
 :Trap 11
     R←÷Y
 :EndTrap
∇
f 1
