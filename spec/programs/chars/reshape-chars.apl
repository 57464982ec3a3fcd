⍝ A character matrix prints one row per line
⍝ == output:
⍝ abc
⍝ def
2 3⍴'abcdef'
