⍝ Evaluating 1x²+2x+3 at several points without ⊥, via a power table
⍝ == kernels: 2
⍝ == output:
⍝ 11
⍝ 3 6 11 18
poly←{+/⍺×⍵*⌽¯1+⍳≢⍺}
⎕←1 2 3 poly 2
(0 1 2 3∘.*2 1 0)+.×1 2 3
