⍝ Arithmetic on a mixed array computes on its numbers once the program finds no character in it
⍝ (a mixed array may hold only numbers after a drop or an index); a character there is a DOMAIN
⍝ ERROR (errors/domain-mixed-arithmetic.apl).
⍝ == output:
⍝ 3
⍝ 6 8
⍝ 1 3
v←'x' 3 4
⎕←+/1↓'a' 1 2
⎕←2×1↓v
+\1↓'a' 1 2
