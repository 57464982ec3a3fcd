⍝ (+/⍵)÷¯1↑⍴⍵: one sum per row divided by a one-item vector
⍝ == output: 2 5
rm←{(+/⍵)÷¯1↑⍴⍵}
rm 2 3⍴⍳6
