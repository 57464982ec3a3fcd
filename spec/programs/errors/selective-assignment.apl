⍝ Selective assignment, (2⊃a)←v, is a NONCE naming it (it was a SYNTAX ERROR, as if it were not APL)
⍝ == error: NONCE ERROR 4:1
a←1 2 3
(2⊃a)←9
a
