⍝ Scalar functions on a rank-3 array print as planes separated by a blank line
⍝ == output:
⍝ 101 102
⍝ 103 104
⍝
⍝ 105 106
⍝ 107 108
100+2 2 2⍴1 2 3 4 5 6 7 8
