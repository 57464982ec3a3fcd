⍝ :Repeat … :Until tests after the body (so it runs at least once); :Repeat … :EndRepeat ends by :Leave
⍝ == output:
⍝ 128
⍝ 2
⍝ 7
∇R←FirstPowerOver T;x
 x←1
 :Repeat
     x×←2
     :If x>T ⋄ :Leave ⋄ :EndIf
 :EndRepeat
 R←x
∇
∇R←Doublings N;x
 x←N ⋄ R←0
 :Repeat
     x←2×x ⋄ R+←1
 :Until x>10
∇
⎕←FirstPowerOver 100
⎕←Doublings 3
Doublings 0.1
