⍝ ⍎ of a character constant is the APL it holds, compiled where the ⍎ is (names of the scope,
⍝ dfn arguments and functions included; an assignment inside binds the name)
⍝ == output:
⍝ 3
⍝ 1 2 3
⍝ 4 5 6
⍝ 3.5 ¯2
⍝ 8
⍝ 30
⍝ 14
⎕←⍎'1+2'
⎕←⍎'2 3⍴⍳6'
⎕←⍎'3.5 ¯2'
x←4
⎕←⍎'x×2'
⎕←{⍎'⍵×10'}3
z←⍎'y←7'
y+z
