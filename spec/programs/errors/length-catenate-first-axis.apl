⍝ Catenating matrices along the first axis needs the same number of columns
⍝ == error: LENGTH ERROR 3:8
(2 2⍴1)⍪2 3⍴1
