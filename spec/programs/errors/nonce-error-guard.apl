⍝ Dyalog's error guard (n::expr) is not supported yet: a NONCE ERROR naming it, at its two colons
⍝ (before, a SYNTAX ERROR said a guard has only one colon)
⍝ == error: NONCE ERROR 4:5
f←{0::'error' ⋄ ⍵÷0}
f 1
