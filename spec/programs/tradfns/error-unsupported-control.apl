⍝ Control words aplc does not support are a NONCE ERROR naming them; labels and branches too
⍝ == error: NONCE ERROR 5:2
∇R←f Y
 R←0
 :Select Y
 :Case 1
     R←1
 :EndSelect
∇
f 1
