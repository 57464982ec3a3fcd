⍝ ((≢v)+1)↑v pads one zero; the result fits a vector of length 4
⍝ == output: 11 22 33 40
v←1 2 3
(((≢v)+1)↑v)+10 20 30 40
