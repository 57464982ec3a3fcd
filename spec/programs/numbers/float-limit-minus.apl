⍝ An f32 difference past ±3.4E38 is a LIMIT ERROR at its -, where it was ¯∞.
⍝ == error: LIMIT ERROR 4:4
a←¯3E38 1
⎕←a-3E38
