⍝ Scalar functions are pervasive: they reach every number of a nested array
⍝ == output:
⍝  11 22  33 44 
⍝  2 3  4 5 
⍝  2 4  6 8 
⍝  ¯1 ¯2  ¯3 ¯4 
⍝  1 0  1 1 
⍝  1 2  3 4 
⎕←(1 2)(3 4)+(10 20)(30 40)
⎕←1+(1 2)(3 4)
⎕←(1 2)(3 4)×2
⎕←-(1 2)(3 4)
⎕←(1 2)(3 4)=(1 5)(3 4)
⎕←⌊(1.5 2.5)(3.5 4.5)
