⍝ Doubly recursive fibonacci of 25 would unroll into about 240000 calls at compile time
⍝ == error: LIMIT ERROR
{⍵<2:⍵ ⋄ (∇⍵-1)+∇⍵-2}25
