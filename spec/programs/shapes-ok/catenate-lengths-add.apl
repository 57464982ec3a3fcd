⍝ The length of a,b is the sum of the lengths, so c+⌽c fits
⍝ == output:
⍝ 7
⍝ 5 5 5 2 5 5 5
a←⍳3
b←⍳4
c←a,b
⎕←≢c
c+⌽c
