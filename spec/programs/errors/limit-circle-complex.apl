⍝ A circle function whose result is a complex number (Dyalog gives it) is a LIMIT ERROR: the value
⍝ exists, but aplc holds no complex numbers (it was a DOMAIN ERROR, which says no value exists)
⍝ == error: LIMIT ERROR 5:3
v←2 0.5
¯6○v
