⍝ A map beside a reduction over the same vector becomes a mapped output of the reduction: one
⍝ kernel computes +/|v and writes v×2.
⍝ == output:
⍝ 6 ¯2 8 ¯2 10 ¯18 4 ¯12
⍝ 31
⍝ == kernels: 1
v←3 ¯1 4 ¯1 5 ¯9 2 ¯6
s←+/|v
⎕←v×2
s
