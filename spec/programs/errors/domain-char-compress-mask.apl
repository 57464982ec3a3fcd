⍝ A compress mask of characters
⍝ == error: DOMAIN ERROR 3:5
'ab'/1 2
