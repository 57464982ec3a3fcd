⍝ ⍳¨ of a negative count is a DOMAIN ERROR when the program runs
⍝ == error: DOMAIN ERROR 4:1
v←3 ¯1 2
⍳¨v
