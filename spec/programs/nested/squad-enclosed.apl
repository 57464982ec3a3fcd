⍝ ⍺⌷⍵ with a nested ⍺: each item is an index array for its axis, so the axis takes that array's
⍝ shape ((⊂2 1)⌷M is M[2 1;], not choose indexing, as in Dyalog); a nested ⍵ has its items picked
⍝ whole
⍝ == output:
⍝ 5 6 7 8
⍝ 1 2 3 4
⍝ 3 1
⍝ 7 5
⍝  4 1
⍝  8 5
⍝ 12 9
⍝  5 6 7 8 
⍝  9 10 11 12  1 2 3 4 
M←3 4⍴⍳12
⎕←(⊂2 1)⌷M
⎕←(1 2)(3 1)⌷M
⎕←(⊂4 1)⌷[2]M
⎕←2⌷↓M
⎕←(⊂3 1)⌷↓M
