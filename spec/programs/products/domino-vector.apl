⍝ B⌹A with a vector A: A is a one-column matrix, and the result's shape is (1↓⍴A),1↓⍴B, so the
⍝ column's axis is dropped. Values checked against ngn/apl (f64; these are f32)
⍝ == output:
⍝ 0.37704915 0.55737704
⍝ 1
⍝ 1.5714287 2
⍝ 3.4
⎕←(2 2⍴1 2 3 4)⌹5 6
⎕←1 2 3⌹1 2 3
⎕←(3 2⍴1 2 3 4 5 6)⌹1 2 3
5 6⌹1 2
