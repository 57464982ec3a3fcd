⍝ A tail-recursive dfn on data runs as a loop that does not carry names of enclosing scopes yet
⍝ == error: NONCE ERROR 4:12
c←0
g←{0=⍵:⍺ ⋄ c+←1 ⋄ ⍵ ∇ ⍵|⍺}
v←12 18
(⌈/v) g ⌊/v
