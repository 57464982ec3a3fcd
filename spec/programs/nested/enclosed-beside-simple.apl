⍝ A scalar function between an enclosed array and a simple array: the enclosure goes with each of
⍝ the simple array's elements (3 4=⊂m is two boolean matrices). It was a RANK ERROR, a valid
⍝ program refused. Values checked against ngn/apl (⎕IO 0: its ⍳6 is one less)
⍝ == output:
⍝  0 0  0 0 
⍝  1 0  0 1 
⍝  ¯9 ¯8  ¯19 ¯18 
⍝  ¯7 ¯6  ¯17 ¯16 
⍝  2 3  3 4  4 5 
⍝  5 6  6 7  7 8 
⍝ 2 3
M←2 2⍴1 2 3 4
⎕←3 4=⊂M
⎕←(⊂M)-10 20
⎕←(⊂1 2)+2 3⍴⍳6
⍴(⊂1 2)+2 3⍴⍳6
