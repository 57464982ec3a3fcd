⍝ Monadic , ravels a matrix in row-major order and makes a scalar a vector
⍝ == output:
⍝ 1 2 3 4 5 6
⍝ 1
⍝ 8
⎕←,2 3⍴⍳6
⎕←⍴,5
≢,2 2 2⍴0
