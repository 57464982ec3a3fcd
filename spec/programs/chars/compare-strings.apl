⍝ = and ≠ compare characters element-wise
⍝ == output:
⍝ 1 1 0
⍝ 0 0 1 1 0
⍝ 2
⎕←'abc'='abd'
⎕←'hello'='l'
+/'hello'='l'
