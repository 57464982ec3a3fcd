⍝ Catenating two rank-3 arrays along the first axis
⍝ == output:
⍝ 1 2
⍝
⍝ 3 4
⍝
⍝ 5 6
(2 1 2⍴1 2 3 4),[1]1 1 2⍴5 6
