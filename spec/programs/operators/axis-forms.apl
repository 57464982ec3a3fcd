⍝ Axes on n-wise reduction and expand
⍝ == output:
⍝ 4  6
⍝ 8 10
⍝ 1 0 2
⍝ 3 0 4
⎕←2+/[1]3 2⍴1 2 3 4 5 6
1 0 1⍀[2]2 2⍴1 2 3 4
