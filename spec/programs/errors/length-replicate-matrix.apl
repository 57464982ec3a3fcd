⍝ Replicate counts must match the number of columns
⍝ == error: LENGTH ERROR 3:8
2 1 1 1/2 3⍴1
