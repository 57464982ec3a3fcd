⍝ Monadic ! is factorial (gamma for non-integers), dyadic ! is binomial
⍝ == output:
⍝ 1 1 120 3628800
⍝ 0.8862269255 3.32335097
⍝ 10
⍝ 1 4 6 4 1
⍝ 0
⎕←!0 1 5 10
⎕←!0.5 2.5
⎕←2!5
⎕←0 1 2 3 4!4
3!2
