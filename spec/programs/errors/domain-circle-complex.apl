⍝ A circle function whose real result does not exist (Dyalog gives a complex number) is a DOMAIN ERROR
⍝ == error: DOMAIN ERROR 4:3
v←2 0.5
¯6○v
