⍝ A named dyadic function returning a float
⍝ == output:
⍝ 3.5
⍝ 2 3
avg←{(⍺+⍵)÷2}
⎕←2 avg 5
1 2 avg 3 4
