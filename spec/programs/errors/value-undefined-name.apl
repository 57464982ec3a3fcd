⍝ Using a name that was never assigned
⍝ == error: VALUE ERROR 4:1
y←1
x+1
