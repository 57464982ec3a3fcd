⍝ An undefined function in a fork
⍝ == error: VALUE ERROR 3:4
(⊢+foo)1 2
