⍝ ⍺∊⍵: whether each item of ⍺ occurs in ⍵ (the result has ⍺'s shape)
⍝ == output:
⍝ 1 0
⍝ 0 1 0
⍝ 0 1 0
⍝ 0 0 1 1 1
⎕←4 7∊83 1 4 99
⎕←(2 3⍴1 2 3 4 5 6)∊2 5
'hello'∊'lo'
