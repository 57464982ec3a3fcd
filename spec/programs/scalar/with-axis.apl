⍝ A dyadic scalar function with an axis: the vector runs along that axis of the matrix
⍝ == output:
⍝ 2 3 4
⍝ 6 7 8
⍝  10  20  30
⍝ 400 500 600
⍝ 2 4 6
⍝ 5 7 9
⎕←1 2+[1]2 3⍴1 2 3 4 5 6
⎕←(2 3⍴1 2 3 4 5 6)×[1]10 100
1 2 3+[2]2 3⍴1 2 3 4 5 6
