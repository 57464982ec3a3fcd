⍝ A reduction of an irregular nested vector by a dfn is a NONCE naming it; it was a RANK ERROR, the
⍝ dfn checked on scalar items where the items are vectors ({⍺⍳⍵}/'abc' 'b' is ⊂2 in Dyalog)
⍝ == error: NONCE ERROR 4:1
{⍺⍳⍵}/'abc' 'b'
