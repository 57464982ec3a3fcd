⍝ A monadic dfn applied to a vector
⍝ == output: 2 4 6
{⍵×2}1 2 3
