⍝ Catenating characters with numbers makes a mixed array, along either axis and as a laminate;
⍝ adjacent characters touch in the display, a number is set off by blanks ('ab',1 2,'cd').
⍝ Checked against ngn/apl (its ,[0.5] is ⎕IO 0's, the other axis).
⍝ == output:
⍝ abc 1 2
⍝ ab 1 2 cd
⍝ n= 1 2 3
⍝ 1 2 3
⍝ a b c
⍝ a 1
⍝ b 2
⍝ c 3
⍝ abc 1 2 3
⍝ 1 2
x←'abc'
⎕←x,1 2
⎕←'ab',1 2,'cd'
v←⍳3
⎕←'n=',v
⎕←(⍳3),[0.5]'abc'
⎕←(2 2⍴'a' 1 'b' 2)⍪'c' 3
⎕←'abc'⍪1 2 3
'',1 2
