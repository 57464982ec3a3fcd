⍝ Monadic ⍪ makes a one-column matrix
⍝ == output:
⍝ 1
⍝ 2
⍝ 3
⍝ 3 1
⎕←⍪1 2 3
⍴⍪1 2 3
