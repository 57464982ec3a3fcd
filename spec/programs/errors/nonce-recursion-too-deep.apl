⍝ Recursion other than tail recursion 100000 calls deep is unrolled at compile time: a NONCE
⍝ ERROR saying so, not a stack overflow
⍝ == error: NONCE ERROR 4:12
{⍵≤1:1 ⋄ ⍵×∇⍵-1}100000
