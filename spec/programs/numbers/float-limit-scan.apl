⍝ An f32 +\ whose running sum leaves ±3.4E38 is a LIMIT ERROR at its +, where it was ∞.
⍝ == error: LIMIT ERROR 4:3
a←3E38 3E38 1
⎕←+\a
