⍝ A nested array and a simple one whose outer lengths differ: each simple item would go with a
⍝ nested one, and there are not as many; found before running
⍝ == error: LENGTH ERROR 4:11
(1 2)(3 4)+10 20 30
