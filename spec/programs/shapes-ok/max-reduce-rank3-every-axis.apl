⍝ Maximum of a 2×2×3 array along each axis, and the shapes of the results
⍝ == output:
⍝ 3 6 5
⍝ 3 5 9
⍝ 2 3
⍝ 3 5 9
⍝ 3 6 8
⍝ 4 9
⍝ 6 8
a←2 2 3⍴3 1 4 1 5 9 2 6 5 3 5 8
⎕←⌈/[1]a
⎕←⍴⌈/[2]a
⎕←⌈/[2]a
⌈/a
