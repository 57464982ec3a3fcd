⍝ A scalar function of an irregular nested vector and a simple scalar applies to every element;
⍝ with a simple vector, each scalar goes with one item (values checked against ngn/apl)
⍝ == output:
⍝  2 3  4 5 6 
⍝  ¯1 ¯2  ¯3 ¯4 ¯5 
⍝  10 20  30 40 50 
⍝  2 3  5 6 7 
⍝  0 0  0 0 1 
⍝ 2 3 4 5 6
v←(1 2)(3 4 5)
⎕←1+v
⎕←-v
⎕←v×10
⎕←1 2+v
⎕←v>2 4
∊v+1
