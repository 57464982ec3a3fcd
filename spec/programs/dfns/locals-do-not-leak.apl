⍝ An assignment inside a dfn is local and does not change a global of the same name
⍝ == output:
⍝ 8
⍝ 5
x←5
f←{x←⍵+1 ⋄ x×2}
⎕←f 3
x
