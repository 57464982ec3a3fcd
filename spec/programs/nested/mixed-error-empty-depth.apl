⍝ ≡ of a vector whose items are scalars beside vectors, empty when the program runs, made from one
⍝ whose first item was known only then: Dyalog's depth reads that prototype item, which aplc does
⍝ not know here, so it stops with a NONCE ERROR rather than guess.
⍝ == error: NONCE ERROR 7:1
k←+/1 1 1
w←(k-2)↓1 (2 3) 4
≡(k-3)↑w
