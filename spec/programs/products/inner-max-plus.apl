⍝ ⌈.+ is the max-plus matrix product
⍝ == output:
⍝ 32 42
⍝ 34 44
(2 2⍴1 2 3 4)⌈.+2 2⍴10 20 30 40
