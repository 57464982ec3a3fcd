⍝ ⍺← default with a scalar, called monadically and with a vector ⍺
⍝ == output:
⍝ 11 12
⍝ 2 4
f←{⍺←10 ⋄ ⍺+⍵}
⎕←f 1 2
1 2 f 1 2
