⍝ ⍺ a matrix, ⍵ a vector: a dfn adds the vector to each row
⍝ == output:
⍝ 11 22 33
⍝ 14 25 36
addrows←{⍺+(⍴⍺)⍴⍵}
(2 3⍴⍳6)addrows 10 20 30
