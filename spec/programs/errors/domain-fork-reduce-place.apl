⍝ A reduction whose operand is a fork failing in its middle function reports the place of that
⍝ function, the ○, on every backend (found by npm run fuzz: the GPU said 1:5, interp and cpu the
⍝ reduction's start). Dyalog: DOMAIN ERROR, since 16○9 is no circle function.
⍝ == error: DOMAIN ERROR 5:5
⎕←(⊢○⊣)/9 16
