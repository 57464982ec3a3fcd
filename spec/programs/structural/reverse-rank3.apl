⍝ ⌽ and ⊖ on a rank-3 array
⍝ == output:
⍝ 2 1
⍝ 4 3
⍝
⍝ 6 5
⍝ 8 7
⍝ 5 6
⍝ 7 8
⍝
⍝ 1 2
⍝ 3 4
a←2 2 2⍴⍳8
⎕←⌽a
⊖a
