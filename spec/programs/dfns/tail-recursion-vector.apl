⍝ The loop carries a vector argument of fixed shape
⍝ == output:
⍝ 0 0 1
halve←{1≥⌈/⍵:⍵ ⋄ ∇ ⌊⍵÷2}
v←12 18 35
halve v×3
