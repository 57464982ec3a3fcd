⍝ Matrix product with +.×, and a check against the definition by outer sums
⍝ == output:
⍝  22  28
⍝  49  64
⍝  76 100
⍝ 1 1
⍝ 1 1
⍝ 1 1
a←3 3⍴1 2 3 4 5 6 7 8 9
b←3 2⍴1 2 3 4 5 6
p←a+.×b
⎕←p
p=+/[2](a∘.×1 1)×3 3 2⍴b
