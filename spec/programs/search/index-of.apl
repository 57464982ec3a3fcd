⍝ ⍺⍳⍵: the index of the first occurrence of each item of ⍵ in ⍺, or 1+≢⍺ if absent
⍝ == output:
⍝ 3 4 10
⍝ 6  3
⍝ 1 10
⍝ 3 5 3
v←83 1 4 99 33 0 6 4 5
⎕←v⍳4 99 7
⎕←v⍳2 2⍴0 4 83 100
'hello'⍳'lol'
