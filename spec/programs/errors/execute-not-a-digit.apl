⍝ ⍎ of a character known only at run time that is not a digit (the blank here) is a DOMAIN ERROR
⍝ == error: DOMAIN ERROR 3:1
⍎¨'1 2'
