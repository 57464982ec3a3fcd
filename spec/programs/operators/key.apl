⍝ f⌸⍵ applies f to each distinct key (⍺) and the indices where it occurs (⍵); ⍺ f⌸⍵ to the items of ⍵ at those places
⍝ == output:
⍝ 1 2
⍝ 2 1
⍝ 3 3
⍝ 1 4 4 2
⍝ 4 7 4
⍝ 4 6
⍝ 5 6
⍝ 7 8
⎕←{⍺,≢⍵}⌸1 1 2 3 3 3
⎕←{≢⍵}⌸'mississippi'
⎕←{+/⍵}⌸3 1 3 2 1
⎕←'abab'{+/⍵}⌸1 2 3 4
'abab'{⌈⌿⍵}⌸4 2⍴1 2 3 4 5 6 7 8
