⍝ A name whose element type widens in the loop (int to float) is carried as float
⍝ == output:
⍝ 3.75
∇R←Avg V;i
 R←0
 :For i :In V
     R+←i÷≢V
 :EndFor
∇
Avg 1 2 4 8
