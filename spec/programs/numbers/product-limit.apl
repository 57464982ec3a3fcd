⍝ ×/⍳13 is 6227020800, past i32: a LIMIT ERROR, never a wrapped number; ×/⍳12 fits.
⍝ == output: 479001600
⍝ == error: LIMIT ERROR 5:1
⎕←×/⍳12
×/⍳13
