⍝ (f⌺s)⍵ applies f to the neighbourhood of each position (fill beyond the edges); ⍺ counts the fill rows, + at the start, - at the end
⍝ == output:
⍝ 14 24 30 22
⍝ 33 54 63 45
⍝ 57 90 99 69
⍝ 46 72 78 54
⍝ 3 6 9 12 9
⍝ 1 0 0 ¯1
⎕←({+/,⍵}⌺3 3)4 4⍴1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
⎕←({+/⍵}⌺3)1 2 3 4 5
,({⍺}⌺3)1 2 3 4
