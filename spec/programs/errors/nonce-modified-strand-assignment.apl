⍝ Modified strand assignment (a b+←v) is not supported
⍝ == error: NONCE ERROR 4:1
a b←1 2
a b+←1
