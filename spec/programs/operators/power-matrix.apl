⍝ ⍣ on a matrix (apltail's powmat)
⍝ == output:
⍝ 2 3 4 5 6 0 1
⍝ 0 1 2 3 4 7 8
⍝ 7 8 0 1 2 5 6
⎕IO←0
({1⌽⍵}⍣2)3 7⍴⍳9
