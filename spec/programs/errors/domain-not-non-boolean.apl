⍝ Not applied to a value that is not 0 or 1
⍝ == error: DOMAIN ERROR 3:1
~2
