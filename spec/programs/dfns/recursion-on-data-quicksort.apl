⍝ Quicksort on data computed at run time: each call's argument and result are vectors whose
⍝ lengths depend on the data; 100 random numbers sort as ⍋ orders them
⍝ == output:
⍝ 1 3 3 5 7 8 9
⍝ 1
⍝ 0.5 1 2.5 4
qs←{1≥≢⍵:⍵ ⋄ p←⍵[⌈(≢⍵)÷2] ⋄ (∇(⍵<p)/⍵),((⍵=p)/⍵),∇(⍵>p)/⍵}
n←+/1 1
⎕←qs (n-1)×5 3 9 1 7 3 8
x←?100⍴1000
⎕←(qs x)≡x[⍋x]
qs 4 1 0.5 2.5÷n-1
