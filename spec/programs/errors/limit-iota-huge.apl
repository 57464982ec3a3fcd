⍝ ⍳ of a whole number past the most items an array holds (2147483647: sizes are 32-bit) is a
⍝ LIMIT ERROR, found before the program runs (it was a DOMAIN ERROR: the number wrapped around)
⍝ == error: LIMIT ERROR 4:1
⍳1e10
