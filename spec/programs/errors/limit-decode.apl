⍝ ⊥ of ints is exact or a LIMIT ERROR at its place, never modulo 2³² (it printed 1410065407 here,
⍝ the true 9999999999 modulo 2³²); ⎕FR←645 makes it the float 9999999999 (numbers/f64-int-folds).
⍝ == output:
⍝ 1002003004
⍝ == error: LIMIT ERROR 7:3
⎕←1000 1000 1000 1000⊥1 2 3 4
10⊥9 9 9 9 9 9 9 9 9 9
