⍝ Modified indexed assignment adding a character to a number: the + is a DOMAIN ERROR, as in Dyalog
⍝ == error: DOMAIN ERROR 4:5
v←1 2 3
v[1]+←'a'
