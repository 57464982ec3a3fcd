⍝ The length of ⍸'s result, used without naming ⍸'s result first: ⍳, ⍴, ↑ and ↓ read it from the
⍝ type, and ⍸ must still be computed, since it is what binds that length (an internal error once)
⍝ == output:
⍝ 1 2
⍝ 5 5
⍝ 5 6
⍝ 6 7
⍝ 7
⍝ 2 5
⍝ 1
⎕←⍳≢⍸1 0 1
⎕←(≢⍸1 0 1)⍴5
⎕←(≢⍸1 0 1)↑5 6 7
⎕←(-≢⍸1 0 1)↑5 6 7
⎕←(≢⍸1 0 1)↓5 6 7
⎕←(⍳≢⍸1 0 1)+⍸1 0 1
⍳≢⍸0 0 1
