⍝ ⍺\⍵ with a boolean ⍺ written in the program over an axis whose length is known only when the
⍝ program runs (a computed ⍵): expanded as with a computed mask, the length checked then
⍝ == output:
⍝ 1 0 4
⍝ 1 0 4
v←(⍳4)~2 3
⎕←1 0 1\v
1 0 1⍀v
