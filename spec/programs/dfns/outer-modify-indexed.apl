⍝ a[i]←v and a[i]+←v inside a dfn on a vector of the enclosing scope update it there
⍝ == output:
⍝ 1 9 3
⍝ 1 9 13
a←1 2 3
x←{a[2]←9 ⋄ 0}0
⎕←a
x←{a[⍵]+←10 ⋄ 0}3
a
