⍝ Take and drop with no counts (an empty left argument) give the right argument itself, a scalar
⍝ too; of a scalar this was an internal compiler error (fuzz seed 2041: ((100000≠100000)⍴2)↑4).
⍝ Values checked against ngn/apl
⍝ == output:
⍝ 4
⍝ 4
⍝ 
⍝ 5 6
⍝ 4
⎕←⍬↑4
⎕←⍬↓4
⎕←⍴⍬↑4
⎕←(0⍴2)↑5 6
((100000≠100000)⍴2)↑4
