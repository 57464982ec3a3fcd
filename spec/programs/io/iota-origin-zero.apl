⍝ With ⎕IO←0, ⍳n counts from 0
⍝ == output:
⍝ 0 1 2 3 4
⍝ 10
⎕IO←0
⎕←⍳5
+/⍳5
