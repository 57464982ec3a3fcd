⍝ With ⎕IO←0, the left argument of dyadic ⍉ counts axes from 0
⍝ == output:
⍝ 1 4
⍝ 2 5
⍝ 3 6
⎕IO←0
1 0⍉2 3⍴1 2 3 4 5 6
