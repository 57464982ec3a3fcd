⍝ Sibling scans of one vector are one scan carrying both running values.
⍝ == output:
⍝ 1 3 6 10 15 21
⍝ 6 6 6 6 6 6
⍝ == kernels: 1
v←⍳6
⎕←+\v
⌈\⌽v
