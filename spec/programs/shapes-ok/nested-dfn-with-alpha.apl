⍝ An inner dfn called dyadically with the outer ⍺ and ⍵
⍝ == output: 11 14 19
f←{⍺{⍺+⍵}⍵×⍵}
10 f 1 2 3
