⍝ c+←1 inside a dfn updates c where it lives when the dfn has not made c local (Dyalog: modified
⍝ assignment does not localise a name); a dfn applied several times updates it each time
⍝ == output:
⍝ 1
⍝ 3
⍝ 0
c←0
x←{c+←1 ⋄ 0}0
⎕←c
f←{c+←⍵ ⋄ 0}
c←0
x←f 1
x←f 2
⎕←c
d←0
g←{d←5 ⋄ d+←1 ⋄ d}
x←g 0
d
