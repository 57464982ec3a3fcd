⍝ !⍵ past ±3.4E38 in f32 (!35 is 1.03E40) is a LIMIT ERROR at its !, where it was ∞.
⍝ == error: LIMIT ERROR 4:3
a←34 35
⎕←!a
