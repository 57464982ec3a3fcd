⍝ An f32 +.× whose products leave ±3.4E38 is a LIMIT ERROR at its ×, where it was ∞.
⍝ == error: LIMIT ERROR 4:4
a←1E20 1
⎕←a+.×a
