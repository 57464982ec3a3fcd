⍝ A chain of matrix products whose middle dims agree: 2×3, 3×4, 4×2
⍝ == output:
⍝ 2 2
⍝  812 1000
⍝ 1838 2260
a←2 3⍴⍳6
b←3 4⍴⍳12
c←4 2⍴⍳8
⎕←⍴a+.×b+.×c
a+.×b+.×c
