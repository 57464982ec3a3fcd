⍝ Moving sums of width 3 from prefix sums, without windowed reduction
⍝ == output: 6 9 12 15
v←1 2 3 4 5 6
s←+\v
(2↓s)-¯3↓0,s
