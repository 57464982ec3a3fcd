⍝ Sum of squares: a named dfn applied to vectors of different lengths
⍝ == output:
⍝ 14
⍝ 385
⍝ 338350
sumsq←{+/⍵×⍵}
⎕←sumsq 1 2 3
⎕←sumsq ⍳10
sumsq ⍳100
