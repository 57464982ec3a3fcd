⍝ An f32 +/ whose sum leaves ±3.4E38 is a LIMIT ERROR at its +, where it was ∞; the sum of
⍝ values that cancel stays, whatever the order the backend adds in.
⍝ == output: 0
⍝ == error: LIMIT ERROR 6:3
⎕←+/3E38 ¯3E38
⎕←+/3E38 3E38 1
