⍝ A user operator's derived function under ¨ (apltail's test5): + {⍵ ⍺⍺ 5}¨ ⍳4
⍝ == output:
⍝ 30
+/+{⍵ ⍺⍺ 5}¨⍳4
