⍝ f⍣g stops when (new value) g (previous value) is 1
⍝ == output:
⍝ 128
({⍵×2}⍣{⍺>100})1
