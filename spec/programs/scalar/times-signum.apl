⍝ Monadic × is signum, dyadic × multiplies
⍝ == output:
⍝ ¯1 0 1 1
⍝ 8 15
⎕←×¯5 0 3.5 0.01
2 3×4 5
