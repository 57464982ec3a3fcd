⍝ The arithmetic–geometric mean of 1 and ÷√2 to a tolerance of 1E¯15: in f64 the two means meet
⍝ within a few steps; in f32 the loop would never end (issue 14). AGM(1, ÷√2) = 0.84721308479397908…
⍝ == output:
⍝ 0.8472130848 0.8472130848
⍝ 1
⎕FR←645
agm←{((+/⍵)÷2),(×/⍵)*0.5}⍣{1E¯15>|-/⍺}
r←agm 1,÷2*0.5
⎕←r
1E¯15>|0.8472130847939791-⊃r
