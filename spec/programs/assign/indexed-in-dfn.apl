⍝ Indexed assignment to a local name inside a dfn
⍝ == output:
⍝ 99 2 3 99 5
f←{a←⍵ ⋄ a[1]←99 ⋄ a}
(f 1 2 3),f 4 5
