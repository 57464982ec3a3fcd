⍝ :Leave leaves the innermost loop only; :Continue goes on with the next item
⍝ == output:
⍝ 37
⍝ 12
∇R←SumSkipping N;k
 k←0 ⋄ R←0
 :While 1
     k+←1
     :If k>N ⋄ :Leave ⋄ :EndIf
     :If 0=3|k ⋄ :Continue ⋄ :EndIf
     R+←k
 :EndWhile
∇
∇R←Count N;i;j
 R←0
 :For i :In ⍳N
     :For j :In ⍳N
         :If j>i ⋄ :Leave ⋄ :EndIf
         R+←1
     :EndFor
 :EndFor
 R←R+2
∇
⎕←SumSkipping 10
Count 4
