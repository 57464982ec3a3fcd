⍝ A float index with a fraction is a DOMAIN ERROR when the program runs, at the index
⍝ == error: DOMAIN ERROR 4:7
x←5÷2
'abc'[x]
