⍝ Monadic ⌈ ⌊ round up and down; dyadic ⌈ ⌊ are max and min
⍝ == output:
⍝ 3 ¯2 4
⍝ 2 ¯3 4
⍝ 3 5 3
⍝ 1 3 3
⍝ ¯1.5 2
⎕←⌈2.3 ¯2.3 4
⎕←⌊2.7 ¯2.7 4
⎕←3⌈1 5 3
⎕←3⌊1 5 3
¯1.5 2⌈¯4 1
