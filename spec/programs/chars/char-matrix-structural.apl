⍝ ⊖ ⍉ and ⍪ on character arrays (⍪ of two vectors joins them)
⍝ == output:
⍝ def
⍝ abc
⍝ ad
⍝ be
⍝ cf
⍝ abc
⍝ xyz
⍝ abcxyz
m←2 3⍴'abcdef'
⎕←⊖m
⎕←⍉m
⎕←(1 3⍴'abc')⍪'xyz'
'abc'⍪'xyz'
