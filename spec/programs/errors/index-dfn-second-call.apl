⍝ A dfn that takes item 3: fine for 3 items, out of range for 2
⍝ == output:
⍝ == error: INDEX ERROR 4:10
third←{⍵[3]}
⎕←third 1 2 3
third 1 2
