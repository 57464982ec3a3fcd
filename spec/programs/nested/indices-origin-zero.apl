⍝ Nested indices and choose indexing count from ⎕IO: with ⎕IO←0, ⍳2 3 starts at 0 0 and an index
⍝ vector 1 0 names the second row's first item
⍝ == output:
⍝  0 0  0 1  0 2 
⍝  1 0  1 1  1 2 
⍝  0 1  1 0  1 2 
⍝ 4
⍝ 1 5 11
⍝ 4 5 6 7
⍝ 0 1 2 3
⍝  0 1  2  3
⍝ 99 5  6  7
⍝  8 9 10 11
⎕IO←0
M←3 4⍴⍳12
⎕←⍳2 3
⎕←⍸2 3⍴0 1 0 1 0 1
⎕←M[⊂1 0]
⎕←M[(0 1)(1 1)(2 3)]
⎕←(⊂1 0)⌷M
⎕←99@(⊂1 0)⊢M
