⍝ A modification of an enclosing name in a branch of a guard that depends on data: after the
⍝ call the name holds the value of the branch taken (f 4 adds 1, f 1 adds 100); APL reads right
⍝ to left, so c is read after both calls of g
⍝ == output:
⍝ 101
⍝ 2 5 6
v←3 1 4
c←0
f←{⍵>2: c+←1 ⋄ c+←100 ⋄ 0}
x←f ⌈/v
x←f ⌊/v
⎕←c
c←0
g←{⍵>2: ⍵+1 ⊣ c+←1 ⋄ ⍵+2}
c,(g ⌈/v),(g 5)
