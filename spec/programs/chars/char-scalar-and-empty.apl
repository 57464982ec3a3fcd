⍝ 'a' is a scalar, '' an empty vector (printed as an empty line)
⍝ == output:
⍝ a
⍝
⍝
⍝ 0
⎕←'a'
⎕←⍴'a'
⎕←''
⍴''
