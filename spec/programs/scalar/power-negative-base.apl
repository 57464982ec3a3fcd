⍝ Power with a negative base and an integer exponent
⍝ == output: ¯8 4 ¯1 1
¯2 ¯2 ¯1 ¯1*3 2 5 4
