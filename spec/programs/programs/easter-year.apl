⍝ Easter Sunday of 2025 (20 April) by the anonymous Gregorian algorithm
⍝ == output: 4 20
y←2025
a←19|y
b←⌊y÷100
c←100|y
f←⌊(b+8)÷25
g←⌊(1+b-f)÷3
h←30|15+(19×a)+b-(⌊b÷4)+g
l←7|32+(2×4|b)+(2×⌊c÷4)-h+4|c
m←⌊(a+(11×h)+22×l)÷451
t←h+l+114-7×m
(⌊t÷31),1+31|t
