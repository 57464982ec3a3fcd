⍝ @ on a matrix replaces whole rows; ⍺ f@i ⍵ gives ⍺ to f
⍝ == output:
⍝ 1 2 3
⍝ 0 0 0
⍝ 7 8 9
⍝ 10 2 30
⍝ b*n*n*
⎕←(0@2)3 3⍴⍳9
⎕←10(×@1 3)1 2 3
('*'@('a'∘=))'banana'
