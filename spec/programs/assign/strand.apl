⍝ Strand assignment: each name takes one item of the vector, all of them a scalar; the value of
⍝ the whole assignment is the vector (Dyalog; ngn/apl gives the same)
⍝ == output:
⍝ 3
⍝ 3 4.5
⍝ 3 2 1
⍝ 0 0
⍝ 200
⍝ 6 8 3 4
⍝ ih
⍝ 1  2  3  4
⍝ 5  6  7  8
⍝ 9 10 11 12
a b←1 2
⎕←a+b
(c d)←3 4.5
⎕←c d
x y z←⍳3
⎕←z,y,x
p q←0
⎕←p q
v←10 20
m n←v
⎕←m×n
r←(i j←3 4)×2
⎕←r,i,j
s t←'hi'
⎕←t s
u w←⍴3 4⍴0
u w⍴⍳12
