⍝ Strand assignment from a matrix
⍝ == error: RANK ERROR 3:1
a b←2 2⍴1
