⍝ ⍺⌷⍵ indexes the leading axes by the items of ⍺ (or the axes in brackets); monadic ⌷ is the array itself
⍝ == output:
⍝ 5 6 7 8
⍝ 7
⍝ 3 7 11
⍝ 20
⍝ 1  2  3  4
⍝ 5  6  7  8
⍝ 9 10 11 12
m←3 4⍴1 2 3 4 5 6 7 8 9 10 11 12
⎕←2⌷m
⎕←2 3⌷m
⎕←3⌷[2]m
⎕←2⌷10 20 30
⌷m
