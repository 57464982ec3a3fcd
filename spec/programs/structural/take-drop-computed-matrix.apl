⍝ Computed counts for the leading axes of a matrix, and with an axis
⍝ == output:
⍝ 3 4
⍝ 7 8
⍝ 9 10 11 12
m←3 4⍴1 2 3 4 5 6 7 8 9 10 11 12
n←+/1 1
⎕←(n,-n)↑m
n↓[1]m
