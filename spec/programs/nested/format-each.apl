⍝ ⍕¨ of a numeric vector: each number's text, a vector of character vectors (Dyalog: ⍕ of a number
⍝ is a character vector, so ≢¨⍕¨ counts digits; ngn/apl agrees on ∊⍕¨ and the texts, its ⍕ of a
⍝ scalar is a matrix)
⍝ == output:
⍝  1  22  333 
⍝ 1 2 3 2
⍝ 314
⍝  1.5  ¯2.25 
⍝ 0
⍝  x1  x2 
⎕←⍕¨1 22 333
⎕←≢¨⍕¨1 22 333 ¯4
⎕←∊⍕¨3 1 4
⎕←⍕¨1.5 ¯2.25
v←⍳0
⎕←≢⍕¨v
'x',¨⍕¨1 2
