⍝ Catenating a vector of 2 below a matrix of 3 columns
⍝ == error: LENGTH ERROR 3:8
(2 3⍴1)⍪1 2
