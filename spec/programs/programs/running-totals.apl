⍝ Running totals and running maxima of a series
⍝ == output:
⍝ 3 4 8 9 14 23 25 31
⍝ 3 3 4 4 5 9 9 9
s←3 1 4 1 5 9 2 6
⎕←+\s
⌈\s
