⍝ A vector that grows in a loop, also in one branch of an :If only: the loop carries its length
⍝ == output:
⍝ 2 3 5 7 11 13 17 19 23 29
⍝ 1 4 9 16 25
∇R←Primes N;i
 R←⍬
 :For i :In 1↓⍳N
     :If ~0∊i|⍨R ⋄ R,←i ⋄ :EndIf
 :EndFor
∇
∇R←Squares N;i
 R←⍬ ⋄ i←0
 :While i<N
     i+←1
     R←R,i×i
 :EndWhile
∇
⎕←Primes 30
Squares 5
