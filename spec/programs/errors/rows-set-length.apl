⍝ The rows of both matrices of a set function must be as long; found before running where written
⍝ == error: LENGTH ERROR 4:2
m←3 2⍴1 2 3 4 1 2
m∩3 3⍴1
