⍝ A chain of matrix products: a has 3 columns, b+.×c has 4 rows
⍝ == error: LENGTH ERROR 6:2
a←2 3⍴1
b←4 2⍴1
c←2 5⍴1
a+.×b+.×c
