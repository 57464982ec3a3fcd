⍝ ⊃ of a vector whose items are scalars beside vectors, dropped by a count known only when the
⍝ program runs: the first item may be a scalar or a vector, so its rank is not known to the
⍝ checker, and aplc says so rather than guess.
⍝ == error: NONCE ERROR 7:1
k←+/1 1
v←1 (2 3) 4
⊃k↓v
