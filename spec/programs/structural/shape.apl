⍝ Monadic ⍴ of a vector, a matrix, a scalar (empty) and ⍬
⍝ == output:
⍝ 3
⍝ 2 3
⍝
⍝ 0
⍝ 2 3 4
⎕←⍴1 2 3
⎕←⍴2 3⍴0
⎕←⍴5
⎕←⍴⍬
⍴2 3 4⍴0
