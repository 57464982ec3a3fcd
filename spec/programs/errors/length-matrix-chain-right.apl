⍝ A chain of matrix products: b has 4 columns, c has 5 rows
⍝ == error: LENGTH ERROR 6:6
a←2 3⍴1
b←3 4⍴1
c←5 2⍴1
a+.×b+.×c
