⍝ Interval index needs an ascending left argument (Dyalog: DOMAIN ERROR)
⍝ == error: DOMAIN ERROR 3:6
3 1 5⍸2
