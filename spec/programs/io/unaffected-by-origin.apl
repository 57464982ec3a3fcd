⍝ Reduce, scan, take and rotate do not depend on ⎕IO
⍝ == output:
⍝ ¯2
⍝ 1 3 6
⍝ 3 1 2
⎕IO←0
⎕←-/1 2 3 4
⎕←+\1 2 3
2⌽1 2 3
