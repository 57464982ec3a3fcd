⍝ Simple scalars beside vectors in a strand make an irregular nested vector whose descriptor
⍝ records each item's rank (shapes/ragged.ts). Values checked against ngn/apl; the display
⍝ follows ngn/apl's (APL2's rule: a simple scalar item is not bordered by blanks, a vector item
⍝ has a blank on each side); ↑ pads a scalar item as a one-element vector, as Dyalog's mix does.
⍝ == output:
⍝ 1  2 3 
⍝  1 2  3  4 5 6 
⍝ a  bc 
⍝ 1 2  3 4 
⍝  1 2  3.5 ¯4
⍝ 2
⍝ 2
⍝ 1 2 3
⍝ 1 0
⍝ 2 3
⍝  1 2 3 
⍝ abcdef
⍝ ab 
⍝ c  
⍝ def
⍝ 2 1 3
v←1 (2 3)
⎕←v
⎕←(1 2) 3 (4 5 6)
⎕←'a' 'bc'
⎕←1 2 (3 4)
⎕←(1 2) 3.5 ¯4
⎕←≢v
⎕←⍴v
⎕←∊v
⎕←↑v
⎕←,/v
⎕←∊'ab' 'c' 'def'
⎕←↑'ab' 'c' 'def'
≢¨(1 2) 3 (4 5 6)
