⍝ The Easter algorithm over a vector of years: thirty scalar steps, many intermediates read
⍝ twice, all computed in one map kernel; the table is one more (transpose of the catenation).
⍝ == output:
⍝ 3 23
⍝ 4 21
⍝ 3 31
⍝ == kernels: 2
y←2008 2019 2024
a←19|y
b←⌊y÷100
c←100|y
d←⌊b÷4
e←4|b
f←⌊(b+8)÷25
g←⌊(1+b-f)÷3
h←30|15+(19×a)+b-d+g
i←⌊c÷4
k←4|c
l←7|32+(2×e)+(2×i)-h+k
m←⌊(a+(11×h)+22×l)÷451
t←h+l+114-7×m
⍉2 3⍴(⌊t÷31),1+31|t
