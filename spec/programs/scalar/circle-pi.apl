⍝ Monadic ○ multiplies by pi
⍝ == output: 3.141592654 1.570796327 ¯6.283185307
○1 0.5 ¯2
