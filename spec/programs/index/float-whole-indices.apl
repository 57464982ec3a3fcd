⍝ A float index whose value is whole is taken as that integer, as Dyalog takes it (x←4÷2 ⋄ v[x]);
⍝ checked when the program runs, for [ ], indexed assignment, ⌷ ⊃ @ and the amount of ⌽
⍝ == output:
⍝ b
⍝ 5 10
⍝ 1 0 3
⍝ b
⍝ 4 5 6
⍝ 3 4 5 1 2
⍝ 1 0 0
x←4÷2
⎕←'abc'[x]
⎕←(⍳10)[2.5×2 4]
v←⍳3
v[x]←0
⎕←v
⎕←x⊃'abc'
⎕←(3 3⍴⍳9)[x;]
⎕←x⌽⍳5
0@(x,3)⊢⍳3
