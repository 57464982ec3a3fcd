⍝ Statements inside a dfn separated by ⋄
⍝ == output: 25
{x←⍵+2 ⋄ x×x}3
