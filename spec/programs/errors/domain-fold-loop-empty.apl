⍝ f/ of an empty vector of vectors by a dfn has no item to start from and f no identity: a DOMAIN
⍝ ERROR when it runs, as Dyalog gives
⍝ == error: DOMAIN ERROR 5:2
w←0⍴⊂'ab'
⊃{⍺,⍵}/w
