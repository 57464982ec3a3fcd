⍝ ? of floats is not supported (whole numbers held as floats need ?⌊⍵)
⍝ == error: NONCE ERROR 4:1
x←6×1.5
?x
