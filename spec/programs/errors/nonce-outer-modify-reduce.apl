⍝ A reduction whose operand dfn modifies a name of an enclosing scope is a NONCE ERROR
⍝ == error: NONCE ERROR 4:2
c←0
{c+←1 ⋄ ⍺+⍵}/⍳4
