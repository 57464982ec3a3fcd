⍝ A dfn applied to each item of an irregular nested vector is flattened: its body runs once over
⍝ all the elements (scalar functions on the data, +/ as the segmented reduction, ≢ as the lengths,
⍝ ⌽ within each item), never item by item; {⍳⍵}¨ is ⍳¨ (values checked against ngn/apl)
⍝ == output:
⍝ 3 12 0
⍝  2 4  6 8 10   
⍝ 1.5 4
⍝  3 2  6 5 4   
⍝  ¯0.5 0.5  ¯1 0 1 
⍝  1 2 3    1 2 
⍝ 9 4
v←(1 2)(3 4 5)(⍳0)
⎕←{+/⍵}¨v
⎕←{⍵×2}¨v
⎕←{(+/⍵)÷≢⍵}¨(1 2)(3 4 5)
⎕←{⌽⍵+1}¨v
⎕←{⍵-(+/⍵)÷≢⍵}¨(1 2)(3 4 5)
⎕←{⍳⍵}¨3 0 2
f←{⌈/⍵×⍵}
f¨(1 ¯3)(2 ¯1 0)
