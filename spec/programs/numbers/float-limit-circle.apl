⍝ The hyperbolic sine past ±3.4E38 in f32 is a LIMIT ERROR at its ○, where it was ∞.
⍝ == error: LIMIT ERROR 4:4
a←90 1
⎕←5○a
