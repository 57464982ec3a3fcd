⍝ Easter Sunday for a vector of years (anonymous Gregorian algorithm, Meeus/Jones/Butcher).
⍝ Each row is year, month, day.
⍝ == output:
⍝ 1961 4  2
⍝ 2000 4 23
⍝ 2008 3 23
⍝ 2019 4 21
⍝ 2024 3 31
⍝ 2025 4 20
⍝ 2038 4 25
y←1961 2000 2008 2019 2024 2025 2038
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
month←⌊t÷31
day←1+31|t
⍉3 7⍴y,month,day
