⍝ Recursion on a stack under ⎕IO←0: the machine reads its frames by position whatever the index
⍝ origin is (values checked against ngn/apl, whose origin is 0): quicksort, a tree walk whose
⍝ leaves are ¯1, Ackermann, fibonacci of +/⍳6 (15)
⍝ == output:
⍝ 1 2 2 3 3 5 7 8 9 10
⍝ 210
⍝ 40 20 60 50 10 30
⍝ 9
⍝ 610
⎕IO←0
qs←{1≥≢⍵:⍵ ⋄ p←⍵[⌊(≢⍵)÷2] ⋄ (∇(⍵<p)/⍵),((⍵=p)/⍵),∇(⍵>p)/⍵}
n←+/1 1
⎕←qs (n-1)×5 3 9 1 7 3 8 2 2 10
L←1 3 ¯1 ¯1 5 ¯1
R←2 4 ¯1 ¯1 ¯1 ¯1
V←10 20 30 40 50 60
root←⌊+/0.25 0.25
⎕←{⍵<0:0 ⋄ V[⍵]+(∇L[⍵])+∇R[⍵]} root
⎕←{⍵<0:⍬ ⋄ (∇L[⍵]),V[⍵],∇R[⍵]} root
ack←{⍺=0:⍵+1 ⋄ ⍵=0:(⍺-1)∇ 1 ⋄ (⍺-1)∇ ⍺ ∇ ⍵-1}
⎕←n ack 3
{⍵≤1:⍵ ⋄ (∇⍵-1)+∇⍵-2} +/⍳6
