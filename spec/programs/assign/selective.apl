⍝ Dyalog's selective assignment, (F a)←v: the elements of a that F selects take v's. F is applied
⍝ to a's element positions, and those positions of a's ravel are assigned (apl/selective-assign.ts).
⍝ Names in F other than the target keep their values ((a>2)/a). Inside a dfn, a name of an
⍝ enclosing scope is changed where it lives, as indexed assignment does. ngn/apl has no selective
⍝ assignment; values follow Dyalog's definition, each checked by hand against the indexed
⍝ assignment it stands for
⍝ == output:
⍝ 0 0 3 4 5
⍝ 1 2 0 0 0
⍝ 0 2 3
⍝ 4 0 6
⍝ 7 8 0
⍝ edcba
⍝ 1 2 3 10 20
⍝ 0 2 0
⍝ 0 5 0
⍝ 0 0 0 0
⍝ 5 5 5 5
⍝ 0 0 0 0
⍝ 1 2 0 0 5
⍝ 9 2 3 4 5
⍝ 10 20 30 40 50 60
a←⍳5 ⋄ (2↑a)←0 ⋄ ⎕←a
a←⍳5 ⋄ ((a>2)/a)←0 ⋄ ⎕←a
m←3 3⍴⍳9 ⋄ (1 1⍉m)←0 ⋄ ⎕←m
s←'hello' ⋄ (⌽s)←'abcde' ⋄ ⎕←s
a←⍳5 ⋄ (¯2↑a)←10 20 ⋄ ⎕←a
m←2 3⍴⍳6 ⋄ (1 0 1/m)←0 ⋄ ⎕←m
m←3 4⍴0 ⋄ (m[2;])←5 ⋄ ⎕←m
a←⍳5 ⋄ (1↓a[2 3 4])←0 ⋄ ⎕←a
b←⍳5 ⋄ {(1↑b)←9 ⋄ 0}0 ⋄ ⎕←b
a←⍳6 ⋄ (2 3⍴a)←2 3⍴10×⍳6 ⋄ a
