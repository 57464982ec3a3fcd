⍝ ⍎ of a name that holds a character constant written in the program compiles the text, as ⍎ of
⍝ the constant itself does (s←'1+2' ⋄ ⍎s, {⍎⍵}'1+2'); the names in the text are read where ⍎ is
⍝ == output:
⍝ 3
⍝ 3
⍝ 12 34 56
⍝ 1 2 3
⍝ 4 5 6
⍝ 5
s←'1+2'
⎕←⍎s
⎕←{⍎⍵}'1+2'
t←'12 34 56'
⎕←⍎t
m←'2 3⍴⍳6'
⎕←⍎m
n←'x'
x←5
⍎n
