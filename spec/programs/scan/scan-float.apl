⍝ Running sums of floats
⍝ == output: 0.5 0.75 0.875 0.9375
+\0.5 0.25 0.125 0.0625
