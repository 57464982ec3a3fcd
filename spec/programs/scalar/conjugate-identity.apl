⍝ Monadic + returns its (real) argument unchanged
⍝ == output: ¯2 3 0.5
+¯2 3 0.5
