⍝ f⌿ reduces along the first axis, right to left
⍝ == kernels: 3
⍝ == output:
⍝ 5 7 9
⍝ 3 4
⍝ 5 6
⎕←+⌿2 3⍴1 2 3 4 5 6
⎕←-⌿3 2⍴1 2 3 4 5 6
⌈⌿3 2⍴1 6 5 2 3 4
