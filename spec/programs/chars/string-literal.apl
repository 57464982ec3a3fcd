⍝ A character vector prints as raw text
⍝ == output: hello world
'hello world'
