⍝ A zero divisor computed from data: DOMAIN ERROR at run time, after what was printed
⍝ == output: 3 0
⍝ == error: DOMAIN ERROR 6:3
v←3.5 0.25
⎕←⌊v
10÷⌊v
