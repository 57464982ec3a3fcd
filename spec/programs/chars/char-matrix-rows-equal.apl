⍝ Comparing two character matrices element-wise, then whole rows
⍝ == output:
⍝ 1 1 1
⍝ 1 0 1
⍝ 1 0
a←2 3⍴'catcot'
b←2 3⍴'catcat'
⎕←a=b
∧/a=b
