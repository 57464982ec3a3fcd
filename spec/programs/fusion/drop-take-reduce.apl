⍝ Drop and take of mapped vectors with constant sizes are windows read in place: each sum is
⍝ one kernel.
⍝ == output:
⍝ 380
⍝ 12
⍝ 42
⍝ == kernels: 3
v←⍳10
⎕←+/2↓v×v
⎕←+/3↑v×2
+/¯1↓2↓v
