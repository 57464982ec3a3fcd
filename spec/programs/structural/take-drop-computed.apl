⍝ Take and drop by counts computed from data, both signs, with overtake
⍝ == output:
⍝ 10 20
⍝ 30 40 50
⍝ 40 50
⍝ 10 20 30
⍝ 10 20 30 40 50 0 0
⍝ 0
v←10 20 30 40 50
n←+/1 1
⎕←n↑v
⎕←n↓v
⎕←(-n)↑v
⎕←(-n)↓v
⎕←(n+5)↑v
⍴(n+5)↓v
