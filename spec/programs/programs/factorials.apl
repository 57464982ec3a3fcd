⍝ Factorials of 1 to 6 and the number of 2-subsets of 1 to 6 elements
⍝ == output:
⍝ 1 2 6 24 120 720
⍝ 0 1 3 6 10 15
⎕←!⍳6
2!⍳6
