⍝ An f32 sum past ±3.4E38 is a LIMIT ERROR at its +, where it was ∞ (APL has no ∞; Dyalog,
⍝ computing in f64, gives 6E38). Sums up to the largest f32 stay.
⍝ == output: 3.4E38
⍝ == error: LIMIT ERROR 7:4
⎕←1.7E38+1.7E38
a←3E38 1
⎕←a+a
