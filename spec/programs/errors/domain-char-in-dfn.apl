⍝ A dfn that adds 1, called with a string
⍝ == output:
⍝ == error: DOMAIN ERROR 4:5
f←{⍵+1}
⎕←f 1 2
f 'abc'
