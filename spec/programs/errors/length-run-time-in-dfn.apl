⍝ A data-dependent length inside a dfn disagrees at run time
⍝ == output: 2
⍝ == error: LENGTH ERROR 7:8
big←{(⍵>5)/⍵}
v←6.5 2 8.25
⎕←≢big v
(big v)+1 2 3
