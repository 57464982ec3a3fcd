⍝ An f32 quotient past ±3.4E38 is a LIMIT ERROR at its ÷, where it was ∞ (Dyalog: 1E60).
⍝ == error: LIMIT ERROR 4:4
a←1E30 2
⎕←a÷1E¯30
