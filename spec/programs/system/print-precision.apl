⍝ ⎕PP sets how many significant digits a float shows, in the display and in ⍕; integers always
⍝ print in full. An f32 never shows more digits than read it back. ⎕PP set in a dfn is the dfn's
⍝ own (Dyalog localises system variables in dfns); a dfn sees its caller's.
⍝ == output:
⍝ 10
⍝ 3.14
⍝ 1.23E3
⍝ 123456
⍝ 3.14 0.333
⍝ 0.333
⍝ 3.1
⍝ 3.14
⍝ 3.142 1.5
⍝ 3.1415927
⍝ 0.1
⎕←⎕PP
⎕PP←3
⎕←○1
⎕←1234.5
⎕←123456
⎕←⍕(○1),÷3
⎕←{⍕÷⍵}3
f←{⎕PP←2 ⋄ ⍕⍵}
⎕←f ○1
⎕←○1
⎕PP←4
⎕←(○1),1.5
⎕PP←17
⎕←○1
0.1
