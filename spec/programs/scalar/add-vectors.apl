⍝ Dyadic + on two vectors of equal length
⍝ == output: 5 7 9
1 2 3+4 5 6
