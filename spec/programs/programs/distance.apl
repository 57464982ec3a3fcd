⍝ Euclidean distance between points
⍝ == kernels: 4
⍝ == output:
⍝ 5
⍝ 13
dist←{(+/(⍺-⍵)*2)*0.5}
⎕←0 0 dist 3 4
1 1 dist 6 13
