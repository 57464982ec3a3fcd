⍝ Sum of the squares of 1 to 10
⍝ == kernels: 1
⍝ == output: 385
+/(⍳10)*2
