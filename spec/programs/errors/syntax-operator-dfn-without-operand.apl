⍝ A dfn that mentions ⍺⍺ is an operator: applied without an operand it is a SYNTAX ERROR that
⍝ names the dfn, not an internal name
⍝ == error: SYNTAX ERROR 4:1
{⍺⍺ ⍵} 1
