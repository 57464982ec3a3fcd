⍝ Strand assignment needs one item per name (or a scalar)
⍝ == error: LENGTH ERROR 3:1
a b←1 2 3
