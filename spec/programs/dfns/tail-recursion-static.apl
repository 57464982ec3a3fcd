⍝ With arguments known before the program runs, recursion is unrolled at compile time
⍝ == output:
⍝ 6
⍝ 120
gcd←{⍵=0:⍺ ⋄ ⍵ ∇ ⍵|⍺}
⎕←12 gcd 18
fact←{⍵≤1:1 ⋄ ⍵×∇ ⍵-1}
fact 5
