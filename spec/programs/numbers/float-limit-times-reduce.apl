⍝ An f32 ×/ whose product leaves ±3.4E38 is a LIMIT ERROR at its ×, where it was ∞.
⍝ == error: LIMIT ERROR 4:3
a←1E20 1E20 2
⎕←×/a
