⍝ Dividing a non-zero number by zero
⍝ == error: DOMAIN ERROR 4:6
x←1 2 0
5 6 7÷x
