⍝ A function operand of a reduction that gives an array for a pair of items would make a nested
⍝ scalar in Dyalog ((⊢,⊣)/1 2 3 is ⊂3 2 1); aplc does not fold such functions yet: a NONCE ERROR
⍝ naming the construct
⍝ == error: NONCE ERROR 5:1
(⊢,⊣)/1 2 3
