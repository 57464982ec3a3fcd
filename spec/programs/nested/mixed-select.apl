⍝ Selecting items of a vector whose items are scalars beside vectors (⎕IO 1): a scalar item
⍝ picked or indexed alone is a simple scalar, a vector item indexed alone is enclosed; take pads
⍝ with the first item's prototype (here the scalar 0, as Dyalog). Values checked against ngn/apl
⍝ at the 0-based indices.
⍝ == output:
⍝ 1
⍝ 5 6 7
⍝ 1
⍝  2 3 
⍝ 4 1
⍝  2 3  2 3 
⍝ 4
⍝ 2 3
⍝  5 6 7  4  2 3  1
⍝ 1  2 3 
⍝ 4  5 6 7 
⍝  2 3  4  5 6 7 
⍝ 1
⍝ 1  2 3  0 0 0 0
⍝ 0 1  2 3 
⍝  2 3 
v←1 (2 3) 4 (5 6 7)
⎕←⊃v
⎕←⊃⌽v
⎕←v[1]
⎕←v[2]
⎕←v[3 1]
⎕←v[2 2]
⎕←3⊃v
⎕←2⊃v
⎕←⌽v
⎕←2↑v
⎕←¯2↑v
⎕←1↓v
⎕←¯3↓v
⎕←6↑1 (2 3)
⎕←¯3↑1 (2 3)
2⌷v
