⍝ (x@i)⍵: x must have one item per index
⍝ == error: LENGTH ERROR 3:1
(1 2 3@1 2)5 6 7
