⍝ Where the items' lengths are data (⍳¨), the irregular nested vectors' descriptors are compared
⍝ when the program runs: a LENGTH ERROR at the scalar function
⍝ == output:
⍝  3 5  3 5 7 
⍝ == error: LENGTH ERROR 8:2
v←⍳¨2 3
⎕←v+1+v
v+⍳¨3 2
