⍝ Inner product with mismatched inner dimensions (3 columns, 2 rows)
⍝ == error: LENGTH ERROR 3:8
(2 3⍴1)+.×2 2⍴1
