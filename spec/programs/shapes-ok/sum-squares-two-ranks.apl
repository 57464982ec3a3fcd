⍝ {+/⍵×⍵}: a scalar for a vector, one sum per row for a matrix
⍝ == output:
⍝ 14
⍝ 14 77
ss←{+/⍵×⍵}
⎕←ss 1 2 3
ss 2 3⍴⍳6
