⍝ Multiplying matrices of different shapes element-wise
⍝ == error: LENGTH ERROR 5:2
a←2 3⍴1
b←3 2⍴1
a×b
