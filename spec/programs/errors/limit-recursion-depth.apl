⍝ Recursion other than tail recursion 100000 calls deep runs on a stack of at most 10000 calls:
⍝ a LIMIT ERROR at the call when it grows past that, not a stack overflow
⍝ == error: LIMIT ERROR 4:1
{⍵≤1:1 ⋄ ⍵×∇⍵-1}100000
