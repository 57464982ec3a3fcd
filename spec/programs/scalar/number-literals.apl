⍝ Negative, decimal and exponent literals
⍝ == output: ¯3 250 0.015 ¯1200
¯3 2.5E2 1.5E¯2 ¯1.2E3
