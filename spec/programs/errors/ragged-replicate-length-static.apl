⍝ ⍺/⍵ with counts for a different number of items than ⍵ has, both lengths known: a LENGTH ERROR
⍝ before the program runs
⍝ == error: LENGTH ERROR 5:6
x←(1 2)(3 4 5)(,6)
(1 0)/x
