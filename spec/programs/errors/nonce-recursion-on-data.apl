⍝ Recursion whose depth depends on data cannot be unrolled at compile time
⍝ == error: NONCE ERROR 3:14
f←{⍵≤1:1 ⋄ ⍵×∇ ⍵-1}
f ⌈+/2.5 1
