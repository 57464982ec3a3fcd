⍝ A ⍣ loop carries the enclosing names its left operand modifies: the condition reads the counter,
⍝ so the loop ends; with a count known only at run time too, and nested loops
⍝ == output:
⍝ 5
⍝ 5
⍝ 55 11
⍝ 9 5 7 7
⍝ 53 5
⍝ 2 4
c←0
⎕←{c+←1 ⋄ ⍵+1}⍣{c≥5}0
⎕←c
n←10
c←0
x←{c+←⍵ ⋄ ⍵+1}⍣(⌈/n 3)⊢1
⎕←c,x
a←0 0 0
x←{a[1+3|⍵]+←⍵ ⋄ ⍵+1}⍣{⍺≥7}0
⎕←a,x
c←0
x←{c+←1 ⋄ {c+←10 ⋄ ⍵+1}⍣{c≥30}⍵}⍣{c≥50}0
⎕←c,x
c←0
x←{c+←0.5 ⋄ ⍵+1}⍣{c≥2}0
c,x
