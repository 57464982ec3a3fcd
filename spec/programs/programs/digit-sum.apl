⍝ Sum of the decimal digits of a number
⍝ == kernels: 2
⍝ == output:
⍝ 4 3 2 1
⍝ 10
n←1234
d←10|⌊n÷10*0 1 2 3
⎕←d
+/d
