⍝ Calling a function name that was never defined
⍝ == error: VALUE ERROR 3:1
foo 3
