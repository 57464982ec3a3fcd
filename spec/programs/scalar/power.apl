⍝ Dyadic * is power, with integer, fractional and negative exponents
⍝ == output:
⍝ 1024
⍝ 1.414213562
⍝ 0.25
⍝ 1 2 4 8 16
⎕←2*10
⎕←2*0.5
⎕←4*¯1
2*0 1 2 3 4
