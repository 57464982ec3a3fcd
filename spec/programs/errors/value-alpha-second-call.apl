⍝ A dfn using ⍺ called dyadically, then monadically
⍝ == output:
⍝ == error: VALUE ERROR 4:4
f←{⍺×⍵}
⎕←2 f 3
f 3
