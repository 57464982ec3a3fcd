⍝ Dyadic ⍟ is the logarithm to the base on the left
⍝ == output:
⍝ 3 10
⍝ 3
⍝ 0.5
⎕←2⍟8 1024
⎕←10⍟1000
4⍟2
