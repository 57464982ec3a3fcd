⍝ A traditional function may call one defined further down; one that modifies a name of the
⍝ scope where it was defined does so from a ⍣ loop or a guard's branch too; an :If inside a :For
⍝ == output:
⍝ 20
⍝ 3
⍝ 3
⍝ 7
⍝ 4
⍝ 3
∇R←Outer N;i;s
 s←0
 :For i :In ⍳N
     s+←Inner i
 :EndFor
 R←s
∇
∇R←Inner K;j
 R←0
 :For j :In ⍳K
     R+←j
 :EndFor
∇
count←0
∇R←Bump Y
 count+←1
 R←Y+1
∇
∇R←MaxRun V;i;run
 R←0 ⋄ run←0
 :For i :In V
     :If i ⋄ run+←1 ⋄ R⌈←run
     :Else ⋄ run←0
     :EndIf
 :EndFor
∇
⎕←Outer 4
⎕←{Bump ⍵}⍣3⊢0
⎕←count
v←1 2 3
⎕←{⍵>1: Bump ⍵ ⋄ 0}+/v
⎕←count
MaxRun 1 1 0 1 1 1 0 1
