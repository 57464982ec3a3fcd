⍝ With a mask computed from data, the count is checked at run time
⍝ == error: LENGTH ERROR 4:6
v←+\1 1 1
(v>1)\1 2 3
