⍝ Tail recursion carrying a length computed from data, whose result is shaped by that length
⍝ == output:
⍝ 0
⍝ 5045
⍝ 100
⍝ 10 9 8 7
drop←{0=≢⍵:0 ⋄ ∇1↓⍵}
⎕←drop (⍳10)~5
⎕←{⍺←0 ⋄ 0=≢⍵:⍺ ⋄ (⍺+⊃⍵)∇ 1↓⍵}(⍳100)~5
⎕←{1=≢⍵:⍵ ⋄ ∇1↓⍵}(⍳100)~3
{4=≢⍵:⌽⍵ ⋄ ∇1↓⍵}(⍳10)~2
