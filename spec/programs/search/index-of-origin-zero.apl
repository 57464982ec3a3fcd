⍝ Index of with ⎕IO←0
⍝ == output:
⍝ 1 4 0
⍝ 2
⎕IO←0
⎕←10 20 30 20⍳20 40 10
1 2 3⍳3
