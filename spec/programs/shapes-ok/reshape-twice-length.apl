⍝ (2×≢v)⍴v repeats the vector once
⍝ == output: 4 4 4 4 4 4
v←1 2 3
w←(2×≢v)⍴v
w+⌽w
