⍝ ⌹: matrix inverse (Gauss-Jordan with partial pivoting), B⌹A solving a square system and a
⍝ least-squares one (normal equations, so the 0 of the last comes out as an f32 rounding error)
⍝ == output:
⍝ ¯2.0000002  1.0000001
⍝  1.5000001 ¯0.50000006
⍝ 0.5 0    0
⍝ 0   0.25 0
⍝ 0   0    0.125
⍝ 0.25
⍝ ¯4 4.5
⍝ 0.5 0
⍝ 0   0.25
⍝ 9.536743E¯7 1
⎕←⌹2 2⍴1 2 3 4
⎕←⌹3 3⍴2 0 0 0 4 0 0 0 8
⎕←⌹4
⎕←5 6⌹2 2⍴1 2 3 4
⎕←(2 2⍴1 0 0 1)⌹2 2⍴2 0 0 4
⎕←1 2 3⌹3 2⍴1 1 1 2 1 3
