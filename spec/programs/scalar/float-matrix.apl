⍝ A float matrix prints with decimal points aligned per column
⍝ == output:
⍝ 0.5  1
⍝ 1.25 2
2 2⍴0.5 1 1.25 2
