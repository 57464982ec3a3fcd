⍝ n⌽ rotates every row, n⊖ every column
⍝ == output:
⍝ 2 3 1
⍝ 5 6 4
⍝ 5 6
⍝ 1 2
⍝ 3 4
⎕←1⌽2 3⍴⍳6
¯1⊖3 2⍴⍳6
