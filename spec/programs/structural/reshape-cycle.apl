⍝ Dyadic ⍴ cycles through the data as often as needed and truncates
⍝ == output:
⍝ 1 2 1
⍝ 2 1 2
⍝ 1 2 3 1 2
⍝ 1 2
⎕←2 3⍴1 2
⎕←5⍴1 2 3
2⍴1 2 3 4 5
