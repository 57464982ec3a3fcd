⍝ 1⍟⍵ for a ⍵ other than 1 is a DOMAIN ERROR, as in Dyalog: no power of 1 is 2 (it was ∞)
⍝ == error: DOMAIN ERROR 4:2
b←1 1
b⍟1 2
