⍝ A constant boolean left argument selects items
⍝ == output:
⍝ 1 3
⍝
⍝ 1 2 3
⍝ 0
⎕←1 0 1 0/1 2 3 4
⎕←0 0 0/1 2 3
⎕←1 1 1/1 2 3
⍴0 0 0/1 2 3
