⍝ A negative left argument of ⊂ is a DOMAIN ERROR when it is found, at run time here
⍝ == error: DOMAIN ERROR 4:2
x←1 2 3-2
x⊂1 2 3
