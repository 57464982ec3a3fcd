⍝ A strand of a character vector and numbers is a nested vector whose items are of both kinds:
⍝ each vector item has a blank on each side, a scalar item none (as Dyalog and ngn/apl print
⍝ 'Total: ' 42).
⍝ == output:
⍝  Total:   42
⍝  ab  1 2 
⍝ 1  ab  3
⍝ 2
n←42
⎕←'Total: ' n
⎕←'ab' (1 2)
⎕←1 'ab' 3
≢'Total: ' n
