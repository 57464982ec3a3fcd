⍝ An index computed from data is out of range at run time, after what was printed
⍝ == output: 4
⍝ == error: INDEX ERROR 7:3
v←10 20 30
i←⌈+/1.5 2.25
⎕←i
v[i]
