⍝ ⍳n counts from 1; ⍳0 is empty; ⍳1 is a one-element vector
⍝ == output:
⍝ 1 2 3 4 5
⍝
⍝ 1
⍝ 1
⎕←⍳5
⎕←⍳0
⎕←⍳1
⍴⍳1
