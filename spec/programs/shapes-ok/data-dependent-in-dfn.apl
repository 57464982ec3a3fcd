⍝ A dfn whose result length depends on data, used twice on the same argument
⍝ == output: ¯2.5 0 2.5
big←{(⍵>5)/⍵}
v←6.5 2 8.25 9
(big v)-⌽big v
