⍝ An atop (-⌽) and a fork whose tines both drop one item
⍝ == output:
⍝ ¯3 ¯2 ¯1
⍝ 3 5 7
⎕←(-⌽)1 2 3
(1∘↓-¯1∘↓)1 4 9 16
