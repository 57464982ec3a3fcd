⍝ A guard on ≢⍵ is decided when the dfn is checked, so the branches may differ in shape
⍝ == output:
⍝ 0
⍝ 6
s←{0=≢⍵:0 ⋄ +/⍵}
⎕←s ⍬
s 1 2 3
