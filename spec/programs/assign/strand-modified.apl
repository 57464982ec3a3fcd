⍝ Modified strand assignment a b f←v: each name becomes its value f its item of v, or f v for a
⍝ scalar v (Dyalog's a f←1⊃v ⋄ b f←2⊃v); inside a dfn it updates the names where they live
⍝ == output:
⍝ 11 22
⍝ 2 4 6 9
⍝ 10 15
⍝ 11 19
⍝ 0.5 3
a←1 ⋄ b←2
a b+←10 20
⎕←a b
v←1 2 3 ⋄ c←3
v c×←2 3
⎕←v,c
a b←1 2
a b+←1
n←+/a b
a b×←n ⋄ ⎕←a b
{a b+←⍵ ⋄ 0}1 4
⎕←a b
x←1 ⋄ y←6
x y÷←2
⎕←x y
