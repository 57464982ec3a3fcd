⍝ Dyadic ⍸ with ⎕IO 0: one before the first interval is ¯1 (⎕IO-1)
⍝ == output:
⍝ ¯1 0 2
⎕IO←0
1 3 5⍸0 1 6
