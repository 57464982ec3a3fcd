⍝ Rotation by positive, negative and large counts
⍝ == output:
⍝ 3 4 5 1 2
⍝ 5 1 2 3 4
⍝ 2 3 1
⍝ 1 2 3
⎕←2⌽1 2 3 4 5
⎕←¯1⌽1 2 3 4 5
⎕←7⌽1 2 3
0⌽1 2 3
