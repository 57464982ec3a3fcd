⍝ Dyadic ⍉ of a rank-3 array: result axis k is the argument axis whose entry is k
⍝ == output:
⍝ 4 3 2
⍝ 3 2 4
⍝ 1 13
⍝ 2 14
⍝ 3 15
⍝ 4 16
⍝
⍝ 5 17
⍝ 6 18
⍝ 7 19
⍝ 8 20
a←2 3 4⍴⍳24
⎕←⍴⍉a
⎕←⍴2 1 3⍉a
2↑3 1 2⍉a
