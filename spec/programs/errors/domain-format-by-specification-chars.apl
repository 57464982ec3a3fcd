⍝ Dyadic ⍕ formats numbers, not characters
⍝ == error: DOMAIN ERROR 3:2
2⍕'abc'
