⍝ Tail recursion on values known before the program runs: unrolled while that ends in a few
⍝ calls, otherwise the loop a computed argument gets (depth 100000 included)
⍝ == output:
⍝ 0
⍝ 0
⍝ 5050
⍝ 100
⍝ 5
⍝ 1536
countdown←{⍵=0:⍵ ⋄ ∇⍵-1}
⎕←countdown 100
⎕←countdown 100000
⎕←{⍺←0 ⋄ 0=≢⍵:⍺ ⋄ (⍺+⊃⍵)∇ 1↓⍵}⍳100
⎕←{1=≢⍵:⍵ ⋄ ∇1↓⍵}⍳100
⎕←100 {⍵=0:⍺ ⋄ ⍵ ∇ ⍵|⍺} 35
{⍵>1000:⍵ ⋄ ∇⍵×2}3
