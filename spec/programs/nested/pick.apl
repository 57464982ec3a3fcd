⍝ ⍺⊃⍵ picks one item of a nested vector; an index out of range is an INDEX ERROR when it runs
⍝ == error: INDEX ERROR 12:6
⍝ == output:
⍝ 3 4
⍝ 3 4
⍝ 5 6
v←(1 2)(3 4)(5 6)
⎕←2⊃v
⎕←(⊂2)⊃v
i←+/1 1 1
⎕←i⊃v
(i+1)⊃v
