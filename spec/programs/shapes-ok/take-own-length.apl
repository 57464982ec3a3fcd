⍝ {(≢⍵)↑⍵} takes exactly what is there; {(2×≢⍵)↑⍵} overtakes with zeros
⍝ == output:
⍝ 4 5 6
⍝ 1 2
⍝ 3 4
⍝ 4 5 6 0 0 0
same←{(≢⍵)↑⍵}
twice←{(2×≢⍵)↑⍵}
⎕←same 4 5 6
⎕←same 2 2⍴⍳4
twice 4 5 6
