⍝ Structural primitives move whole items of a nested array: ⌽ ⊖ / ↑ ↓ ⍴ , along the outer
⍝ axes, ≡ and ≢ compare depth and items, indexing picks items (values as ngn/apl gives them, with
⍝ Dyalog's fill item of zeros for an overtake)
⍝ == output:
⍝  5 6  3 4  1 2 
⍝  5 6  7 8 
⍝  1 2  3 4 
⍝  3 4  5 6  1 2 
⍝  1 2  5 6 
⍝  1 2  3 4 
⍝  1 2  3 4  5 6  0 0 
⍝  3 4  5 6 
⍝  1 2  3 4 
⍝  1 2  3 4  5 6  1 2  3 4 
⍝  1 2  3 4 
⍝  5 6  1 2 
⍝  1 2  3 4  5 6  7 8 
⍝  1 2  3 4  5 6  1 2  3 4  5 6 
⍝  1 2  3 4 
⍝ 1
⍝ 0
⍝ 1
⍝  3 4 
⍝  5 6  1 2 
⍝ 3 4
⍝  1 2 3 
v←(1 2)(3 4)(5 6)
⎕←⌽v
⎕←⊖↓2 2 2⍴1 2 3 4 5 6 7 8
⎕←1⌽v
⎕←1 0 1/v
⎕←2↑v
⎕←4↑v
⎕←1↓v
⎕←¯1↓v
⎕←5⍴v
⎕←2 2⍴v
⎕←v,⊂7 8
⎕←v,v
⎕←(⊂1 2),⊂3 4
⎕←v≡v
⎕←v≡3 2⍴1 2 3 4 5 6
⎕←v≢(1 2)(3 4)(5 7)
⎕←v[2]
⎕←v[3 1]
⎕←⊃v[2]
⎕←(↓2 3⍴⍳6)[1]
