⍝ The classic one-line Life (Dyalog's video, John Scholes): the board enclosed, rotated nine ways
⍝ by outer products with a nested argument, the neighbour counts summed as nested arrays, compared
⍝ with 3 4 beside an enclosed matrix, and an inner product whose left argument is the strand 1 ⍵
⍝ of a scalar and a matrix. A glider, one generation and four (it moves one cell down and right).
⍝ Values checked against ngn/apl
⍝ == output:
⍝ 0 0 0 0 0
⍝ 1 0 1 0 0
⍝ 0 1 1 0 0
⍝ 0 1 0 0 0
⍝ 0 0 0 0 0
⍝ 0 0 0 0 0
⍝ 0 0 1 0 0
⍝ 0 0 0 1 0
⍝ 0 1 1 1 0
⍝ 0 0 0 0 0
life←{⊃1 ⍵∨.∧3 4=+/,¯1 0 1∘.⊖¯1 0 1∘.⌽⊂⍵}
g←5 5⍴0 1 0 0 0 0 0 1 0 0 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0
⎕←life g
life⍣4⊢g
