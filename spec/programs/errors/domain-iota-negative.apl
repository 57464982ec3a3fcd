⍝ ⍳ of a negative number
⍝ == error: DOMAIN ERROR 3:1
⍳¯1
