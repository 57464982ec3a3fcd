⍝ Indexing with a character
⍝ == error: DOMAIN ERROR 4:3
v←1 2 3
v['a']
