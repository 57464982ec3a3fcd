⍝ A name local to a dfn is not visible after the call
⍝ == output:
⍝ == error: VALUE ERROR 6:1
f←{t←⍵×2 ⋄ t+1}
⎕←f 3
t
