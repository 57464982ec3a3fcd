⍝ ∩ (intersection), ~ (without) and dyadic ∪ (⍺ followed by the items of ⍵ not in ⍺)
⍝ == output:
⍝ 2 4
⍝ 1 3 5
⍝ 1 2 2 3 3
⍝ he wrd
⎕←1 2 3 4 5∩2 4 6
⎕←1 2 3 4 5~2 4 6
⎕←1 2 2∪2 3 3
'hello world'~'lo'
