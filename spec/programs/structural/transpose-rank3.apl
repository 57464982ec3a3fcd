⍝ Monadic ⍉ of a rank-3 array
⍝ == output:
⍝ 1 5
⍝ 3 7
⍝
⍝ 2 6
⍝ 4 8
⍉2 2 2⍴⍳8
