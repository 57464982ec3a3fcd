⍝ A scan of a mapped vector: the map runs inside the scan.
⍝ == output: 1 5 14 30 55
⍝ == kernels: 1
v←⍳5
+\v×v
