⍝ A branch to a label is a NONCE ERROR (→0, a return, is supported)
⍝ == error: NONCE ERROR 5:2
∇R←f Y
 R←Y
 →Done
 R←0
Done: 
∇
f 1
