⍝ -\ : each item is the right-to-left -/ of a prefix
⍝ == output: 1 ¯1 2 ¯2 3
-\1 2 3 4 5
