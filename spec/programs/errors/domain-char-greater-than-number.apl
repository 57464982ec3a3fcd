⍝ A character compared with a number by >
⍝ == error: DOMAIN ERROR 3:4
'a'>1
