⍝ Booleans take part in arithmetic as 0 and 1
⍝ == output:
⍝ 2 1 1 0
⍝ 3 0 3
⎕←1 0 1 0+1 1 0 0
3×1 0 1
