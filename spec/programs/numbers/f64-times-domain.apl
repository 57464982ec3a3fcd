⍝ Under ⎕FR←645 a float result past ±1.8E308 is Dyalog's DOMAIN ERROR, where it was ∞.
⍝ == output: 1E300
⍝ == error: DOMAIN ERROR 6:8
⎕FR←645
⎕←1E150×1E150
⎕←1E300×1E300 1
