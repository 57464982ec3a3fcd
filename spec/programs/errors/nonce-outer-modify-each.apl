⍝ A dfn applied by ¨ that modifies a name of an enclosing scope: its applications run in parallel,
⍝ so the side effects cannot be compiled honestly (a NONCE ERROR, never a wrong value)
⍝ == error: NONCE ERROR 5:4
c←0
x←{c+←1 ⋄ ⍵}¨⍳3
c
