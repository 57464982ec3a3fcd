⍝ Nested dfns: an inner dfn's c+←… updates the nearest scope that holds c (the global, or the
⍝ outer dfn's local c once that dfn has assigned it)
⍝ == output:
⍝ 11
⍝ 11
⍝ 2
⍝ 0
c←0
⎕←{c+←1 ⋄ g←{c+←10 ⋄ 0} ⋄ x←g ⍵ ⋄ c}0
⎕←c
c←0
⎕←{c←1 ⋄ x←{c+←1 ⋄ 0}⍵ ⋄ c}0
c
