⍝ ⍺←⊢ in a dfn makes ⍺ a function when the dfn is called monadically: valid Dyalog, which aplc
⍝ refuses by name (it was a SYNTAX ERROR, as if the program were wrong)
⍝ == error: NONCE ERROR 4:4
f←{⍺←⊢ ⋄ ⍺+⍵}
f 3
