⍝ :While with a test on a name the loop changes; :If/:Else on one line with ⋄
⍝ == output:
⍝ 111
⍝ 0
∇R←Steps N;n
 R←0 ⋄ n←N
 :While n≠1
     :If 0=2|n ⋄ n←n÷2 ⋄ :Else ⋄ n←1+3×n ⋄ :EndIf
     R+←1
 :EndWhile
∇
⎕←Steps 27
Steps 1
