⍝ ⍳ and ⍴ of values computed from data
⍝ == output:
⍝ 1 2 3
⍝ 1 2
⍝ 3 4
⍝ 5 6
n←+/0.5 1 1.5
⎕←⍳n
(n,2)⍴⍳6
