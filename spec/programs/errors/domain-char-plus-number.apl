⍝ Arithmetic on characters
⍝ == error: DOMAIN ERROR 3:4
'a'+1
