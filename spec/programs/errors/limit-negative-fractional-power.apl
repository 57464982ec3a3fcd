⍝ A negative number to a fractional power is a complex number (Dyalog: ¯1*0.5 is 0J1): a LIMIT
⍝ ERROR, as aplc holds no complex numbers
⍝ == error: LIMIT ERROR 4:3
¯1*0.5
