⍝ :While c … :Until u: the loop goes on while u is 0 and c is 1; :End closes any structure
⍝ == output:
⍝ 7
⍝ ABCFA
⍝ 3
∇R←Halvings N;x
 x←N ⋄ R←0
 :While x>1
     x←x÷2
     R+←1
 :Until x<10
∇
∇R←Grade S;i;g
 R←''
 :For i :In S
     :If i≥90 ⋄ g←'A'
     :ElseIf i≥80 ⋄ g←'B'
     :ElseIf i≥70 ⋄ g←'C'
     :Else ⋄ g←'F'
     :End
     R,←g
 :End
∇
∇R←HalfSum V;s;i
 s←0
 :For i :In V ⋄ s+←i÷2 ⋄ :End
 R←s
∇
⎕←Halvings 1000
⎕←Grade 95 85 75 65 90
HalfSum 1 2 3
