⍝ Boolean reductions: all, any, parity, and right-to-left =/
⍝ == output:
⍝ 0
⍝ 1
⍝ 1
⍝ 1
⍝ 2
⎕←∧/1 1 0
⎕←∨/0 0 1
⎕←≠/1 1 1
⎕←=/1 0 0
+/1 0 1 0
