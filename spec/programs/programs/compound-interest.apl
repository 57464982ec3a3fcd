⍝ Balance after 1 to 5 years at 5% interest
⍝ == kernels: 1
⍝ == output: 1050 1102.5 1157.625 1215.50625 1276.281563
1000×1.05*⍳5
