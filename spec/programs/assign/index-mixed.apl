⍝ Indexed assignment of characters into numbers, or numbers into characters, makes a mixed array
⍝ as in Dyalog (v[1]←'a' is 'a' 2 3): the values and the character mask are each updated at the
⍝ selection. Once no character is left, arithmetic takes it again. Values by Dyalog's definitions
⍝ (ngn/apl gives NaN for a character assigned into numbers; its 5 ello agrees)
⍝ == output:
⍝ a 2 3
⍝ 3
⍝ 1 x 3 y 5
⍝ 5 ello
⍝ a b c
⍝ 4 5 6
⍝ 1.5 z 3
⍝ 3
⍝ 10 3 4
v←1 2 3
v[1]←'a'
⎕←v
⎕←⍴v
a←⍳5
a[2 4]←'xy'
⎕←a
s←'hello'
s[1]←5
⎕←s
m←2 3⍴⍳6
m[1;]←'abc'
⎕←m
w←1.5 2 3
w[2]←'z'
⎕←w
⎕←+/1↓1↓w
v[1]←9
⎕←v+1
