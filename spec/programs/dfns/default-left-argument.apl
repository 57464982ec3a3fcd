⍝ ⍺← gives a default left argument used only when the dfn is called monadically
⍝ == output:
⍝ 11
⍝ 2
f←{⍺←10 ⋄ ⍺+⍵}
⎕←f 1
1 f 1
