⍝ Catenating matrices along the last axis needs the same number of rows
⍝ == error: LENGTH ERROR 3:8
(2 2⍴1),3 3⍴1
