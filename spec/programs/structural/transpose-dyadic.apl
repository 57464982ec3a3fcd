⍝ Dyadic ⍉ with a constant permutation
⍝ == output:
⍝ 1 4
⍝ 2 5
⍝ 3 6
⍝ 1 2 3
⍝ 4 5 6
⎕←2 1⍉2 3⍴⍳6
1 2⍉2 3⍴⍳6
