⍝ Indexing a character vector and a character matrix
⍝ == output:
⍝ oh
⍝ dog
s←'hello'
⎕←s[5 1]
(3 3⍴'catdogcow')[2;]
