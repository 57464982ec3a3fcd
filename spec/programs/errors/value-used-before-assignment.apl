⍝ A name used on the line before it is assigned
⍝ == error: VALUE ERROR 3:3
x←y+1
y←2
