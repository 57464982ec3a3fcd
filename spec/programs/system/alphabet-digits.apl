⍝ ⎕A is the upper-case alphabet and ⎕D the digits, character vectors
⍝ == output:
⍝ ABCDEFGHIJKLMNOPQRSTUVWXYZ
⍝ 0123456789
⍝ 26 10
⍝ 8 9
⍝ HAL
⎕←⎕A
⎕←⎕D
⎕←(≢⎕A),≢⎕D
⎕←⎕D⍳'78'
⎕A['HAL'⍳⍨⎕A]
