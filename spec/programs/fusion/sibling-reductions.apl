⍝ Sibling reductions over one vector are one pass over it (horizontal fusion): ⌊/ ⌈/ +/ and
⍝ +/v×v fold four values at once, v itself computed inside the pass; what reads +/v before the
⍝ others moves down after it. Then one map for the scalar tail and one that assembles the
⍝ four-element result (fuse-concat), instead of a fill and a copy per piece.
⍝ == output:
⍝ 0.25 25 12.625 52.078125
⍝ == kernels: 3
v←(⍳100)÷4
m←(+/v)÷≢v
(⌊/v),(⌈/v),m,((+/v×v)÷≢v)-m×m
