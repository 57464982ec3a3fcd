⍝ Tail recursion whose arguments change length each call: the loop carries the lengths
⍝ == output:
⍝ 49
⍝ 8 10 12 14 16 18 20
sum←{⍺←0 ⋄ 0=≢⍵:⍺ ⋄ (⍺+⊃⍵)∇ 1↓⍵}
v←(⍳10)>3
⎕←sum v/⍳10
rev←{⍺←⍬ ⋄ 0=≢⍵:⍺ ⋄ (⊃⍵),⍺ ∇ 1↓⍵}
acc←{⍺←⍬ ⋄ 0=≢⍵:⍺ ⋄ (⍺,2×⊃⍵)∇ 1↓⍵}
acc v/⍳10
