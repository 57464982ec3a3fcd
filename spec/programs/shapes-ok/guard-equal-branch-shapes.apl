⍝ A guard that depends on data: both branches have the shape of ⍵
⍝ == output:
⍝ 1 2 3
⍝ 7 6 5
f←{(+/⍵)>10:⌽⍵ ⋄ ⍵}
⎕←f 1 2 3
f 5 6 7
