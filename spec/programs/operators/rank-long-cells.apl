⍝ Cells longer than a few elements (each invocation computes its cell and keeps one element)
⍝ == output:
⍝ 1830
+/,{⌽⍵}⍤1⊢3 20⍴⍳60
