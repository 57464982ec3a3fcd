⍝ A dfn that uses ⍺ without a default, called monadically
⍝ == error: VALUE ERROR 3:4
f←{⍺+⍵}
f 3
