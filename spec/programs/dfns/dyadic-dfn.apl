⍝ A dyadic dfn uses ⍺ and ⍵
⍝ == output:
⍝ 11
⍝ 11 13
⎕←3{⍺+⍵×2}4
1 3{⍺+⍵×2}5
