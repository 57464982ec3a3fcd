⍝ Operators that apply their operand once, in order (user operators, ⍨, trains, ∘), let a dfn
⍝ modify a name of an enclosing scope; a shape change is a rebinding as any (c,←⍵ twice), and a
⍝ ⍣ with a static count whose f grows the name unrolls
⍝ == output:
⍝ 1
⍝ 1 6
⍝ 3 2
⍝ 3 4
⍝ 5 0
⍝ 0 1 2 3 4 5 6 7 8 9
c←0
op←{⍺⍺ ⍵ ⊣ c+←1}
x←-op 3
⎕←c
c←0
x←({c+←1 ⋄ ⍵}+⊢) 3
⎕←c,x
c←0
x←2 {c+←⍺ ⋄ ⍵}⍨ 3
⎕←c,x
c←⍬
x←{c,←⍵ ⋄ 0}3
x←{c,←⍵ ⋄ 0}4
⎕←c
a←0 0
x←{a[1]+←0.5 ⋄ ⍵+1}⍣10⊢0
⎕←a
c←⍬
x←{c,←⍵ ⋄ ⍵+1}⍣10⊢0
c
