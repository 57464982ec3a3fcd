⍝ Under ⎕FR←645 a +/ whose sum leaves ±1.8E308 is Dyalog's DOMAIN ERROR at its +.
⍝ == error: DOMAIN ERROR 4:3
⎕FR←645
⎕←+/1.7E308 1.7E308 1
