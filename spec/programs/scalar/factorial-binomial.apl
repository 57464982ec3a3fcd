⍝ ! monadic (factorial, Γ(x+1) for fractions) and dyadic (binomial coefficients)
⍝ == output:
⍝ 1 1 2 6 24 120
⍝ 10
⍝ 1 4 6 4 1
⍝ 0 ¯1 6 ¯2 0 ¯1
⍝ 0
⎕←!0 1 2 3 4 5
⎕←2!5
⎕←0 1 2 3 4!4
⎕←¯1 1 2 ¯3 ¯2 3!3 ¯1 ¯3 ¯2 ¯3 ¯1
3!2
