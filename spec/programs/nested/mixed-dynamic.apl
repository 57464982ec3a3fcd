⍝ Counts known only when the program runs: the items' ranks are then data on the device, and
⍝ ≡ ⍴¨ and the display read them. ≡ of a vector of scalars beside vectors is Dyalog's ¯2 (uneven
⍝ depth; ngn/apl gives 2); of a vector of scalars only, 1. Other values checked against ngn/apl.
⍝ == output:
⍝ 1  2 3  4
⍝ ¯2
⍝    2   
⍝ 1 2 1
⍝ 1 5 4
⍝ 4  5 6 7 
⍝ ¯2
⍝ ¯2
⍝ ¯2
⍝ 2
⍝ 1  2 3  4  5 6 7  0
⍝ 1  2 3  4  5 6 7 
⍝ 4 5 6 7
v←1 (2 3) 4 (5 6 7)
k←+/1 1 1
w←k↑v
⎕←w
⎕←≡w
⎕←⍴¨w
⎕←≢¨w
⎕←+/¨w
⎕←(k-1)↓v
⎕←≡(k-2)↓v
⎕←≡¯1↓(k-2)↓v
⎕←≡3↑1 (2 3)
⎕←≡3↑(1 2)(3 4 5)
⎕←(k+2)↑v
⎕←(-k+1)↑v
∊(k-1)↓v
