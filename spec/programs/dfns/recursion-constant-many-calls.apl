⍝ Doubly recursive fibonacci of 19 would unroll into 13529 calls at compile time, past the 10000
⍝ unrolled: it runs on a stack instead, as on a computed argument
⍝ == output: 4181
{⍵<2:⍵ ⋄ (∇⍵-1)+∇⍵-2}19
