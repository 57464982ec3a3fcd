⍝ A modified strand assignment needs one item per name, like a plain one: LENGTH ERROR at the names
⍝ == error: LENGTH ERROR 4:1
a←1 ⋄ b←2
a b+←1 2 3
