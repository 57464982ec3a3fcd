⍝ A function operand of a reduction that gives an array for a pair of items makes a nested scalar
⍝ in Dyalog ((⊢,⊣)/1 2 3 is ⊂3 2 1). aplc writes such a fold out where the vector's length is known
⍝ before running and at most 32; a longer one is still a NONCE ERROR naming the construct
⍝ == error: NONCE ERROR 5:1
(⊢,⊣)/⍳40
