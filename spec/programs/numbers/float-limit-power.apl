⍝ * past ±3.4E38 in f32 is a LIMIT ERROR at its *, where it was ∞ (Dyalog: 1E39 and 4.4E38).
⍝ == output: 1E38
⍝ == error: LIMIT ERROR 5:5
⎕←10*38
⎕←10*39 2
