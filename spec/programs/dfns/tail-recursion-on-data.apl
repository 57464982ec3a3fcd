⍝ A tail-recursive dfn applied to values known only at run time runs as a loop (GCD, Collatz steps)
⍝ == output:
⍝ 1
⍝ 6
⍝ 13
gcd←{⍵=0:⍺ ⋄ ⍵ ∇ ⍵|⍺}
v←12 18 35
⎕←(⌈/v) gcd ⌊/v
⎕←(⌊/v) gcd 18
steps←{⍺←0 ⋄ ⍵=1:⍺ ⋄ (⍺+1)∇{0=2|⍵:⍵÷2 ⋄ 1+3×⍵}⍵}
steps ⌈/v
