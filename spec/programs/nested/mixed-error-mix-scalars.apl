⍝ ↑ of a vector whose items are scalars beside vectors, dropped by a count known only when the
⍝ program runs to items that are all simple scalars: Dyalog gives that simple vector, whose rank is
⍝ not the matrix's the checker gave, so aplc stops with a NONCE ERROR when it runs. Where a vector
⍝ item is left, the matrix is Dyalog's (checked against ngn/apl).
⍝ == output:
⍝ 2 3
⍝ 4 0
⍝ 5 0
⍝ == error: NONCE ERROR 13:1
k←+/1 1
v←(2 3) 4 5
⎕←↑(k-2)↓v
↑(k-1)↓v
