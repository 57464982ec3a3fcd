⍝ x[i] f←v is x[i]←x[i] f v (a repeated index is updated once)
⍝ == output:
⍝ 11 2 13 4
⍝ 11 10 13 4
w←1 2 3 4
w[1 3]+←10
⎕←w
w[2 2]×←5
w
