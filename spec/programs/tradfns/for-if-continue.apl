⍝ A dyadic traditional function with locals, :For over ⍳Y, :If/:ElseIf/:Else and :Continue.
⍝ Even i add i×X, i=5 is skipped, other odd i subtract 1: 3×(2+4+6+8+10) - 4 = 86
⍝ == output:
⍝ 86
⍝ 9
∇R←X f Y;i;acc
 acc←0
 :For i :In ⍳Y
     :If 0=2|i
         acc+←i×X
     :ElseIf i=5
         :Continue
     :Else
         acc-←1
     :EndIf
 :EndFor
 R←acc
∇
⎕←3 f 10
1 f 7
