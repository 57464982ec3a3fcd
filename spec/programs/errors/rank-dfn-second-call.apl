⍝ A dfn that adds a 2-vector: fine for a vector, a rank error for a matrix
⍝ == output:
⍝ == error: RANK ERROR 4:5
f←{⍵+10 20}
⎕←f 1 2
f 2 2⍴1
