⍝ , joins strings and characters
⍝ == output:
⍝ abcdef
⍝ hello world
⎕←'abc','def'
'hello',' ','world'
