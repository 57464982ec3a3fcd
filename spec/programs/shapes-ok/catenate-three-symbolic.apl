⍝ Three catenations: 3n items on both sides
⍝ == output: ¯1 1 ¯1 1 ¯1 1
f←{(⍵,⍵,⍵)-⌽⍵,⍵,⍵}
f 1 2
