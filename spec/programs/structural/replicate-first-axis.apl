⍝ ⌿ with counts replicates rows
⍝ == output:
⍝ 1 2
⍝ 1 2
⍝ 5 6
2 0 1⌿3 2⍴⍳6
