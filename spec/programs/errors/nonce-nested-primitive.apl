⍝ A primitive that does not take nested arrays yet names itself in a NONCE ERROR (⍒ of a nested
⍝ vector of vectors runs, nested/grade-vectors.apl; of a nested matrix it does not yet)
⍝ == error: NONCE ERROR 5:1
m←↓2 3⍴1 2 3 4 5 6
⍒2 1⍴m
