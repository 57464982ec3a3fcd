⍝ A dfn result used as the argument of a reduction and a scan
⍝ == output:
⍝ 30
⍝ 1 5 14 30
sq←{⍵*2}
⎕←+/sq 1 2 3 4
+\sq 1 2 3 4
