⍝ A one-item vector is extended like a scalar, on either side
⍝ == output:
⍝ 6 7 8
⍝ 10 20 30
⍝ 2 4
⍝ 6 8
⎕←1 2 3+,5
⎕←(,10)×1 2 3
(1 1⍴2)×2 2⍴⍳4
