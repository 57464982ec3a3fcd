⍝ *⍵ past ±3.4E38 in f32 is a LIMIT ERROR at its *, where it was ∞.
⍝ == error: LIMIT ERROR 4:3
a←88 89
⎕←*a
