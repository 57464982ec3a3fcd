⍝ f\ of a vector of known length (at most 16 items) where f gives arrays, or of a nested vector:
⍝ item i is f/ of the first i items, each written out as a reduction is (f need not be
⍝ associative), the results a strand. Pascal's triangle by scan. Values checked against ngn/apl
⍝ (⎕IO 0: its ⍳4 is 0 1 2 3)
⍝ == output:
⍝ 1 0  0  0 0 0
⍝ 1 1  0  0 0 0
⍝ 1 2  1  0 0 0
⍝ 1 3  3  1 0 0
⍝ 1 4  6  4 1 0
⍝ 1 5 10 10 5 1
⍝ 2 3 6
⍝  1 2  4 6  9 12 
⍝ 1 2 3 4
⎕←↑{(0,⍵)+⍵,0}\6⍴⊂,1
⎕←≢¨{⍺,⍵}\(0 1)(,2)(3 4 5)
⎕←{⍺+⍵}\(1 2)(3 4)(5 6)
⊃⌽{⍺,⍵}\⍳4
