⍝ Arithmetic on a mixed array that holds a character is a DOMAIN ERROR when the program finds it
⍝ == error: DOMAIN ERROR 4:2
x←'a' 1
1+x
