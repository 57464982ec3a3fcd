⍝ ⌽[1] and ⊖ agree on a matrix
⍝ == output:
⍝ 1 1 1
⍝ 1 1 1
m←2 3⍴⍳6
(⌽[1]m)=⊖m
