⍝ Rotation keeps the shape, so the rotated array fits the original
⍝ == output:
⍝ ¯1 ¯1 ¯1 3
⍝ 5 7 9
⍝ 5 7 9
v←1 2 3 4
m←2 3⍴⍳6
⎕←v-1⌽v
(¯1⊖m)+m
