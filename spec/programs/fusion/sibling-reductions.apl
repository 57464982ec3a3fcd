⍝ Sibling reductions over one vector are one pass over it (horizontal fusion): ⌊/ ⌈/ +/ and
⍝ +/v×v fold four values at once, v itself computed inside the pass; what reads +/v before the
⍝ others moves down after it. The rest is the scalar tail and assembling the result.
⍝ == output:
⍝ 0.25 25 12.625 52.078125
⍝ == kernels: 6
v←(⍳100)÷4
m←(+/v)÷≢v
(⌊/v),(⌈/v),m,((+/v×v)÷≢v)-m×m
