⍝ Reducing an empty vector gives the identity element of the function
⍝ == output:
⍝ 0
⍝ 1
⍝ 1
⍝ 0
⍝ 0
⎕←+/⍬
⎕←×/⍬
⎕←∧/⍬
⎕←∨/⍬
-/⍬
