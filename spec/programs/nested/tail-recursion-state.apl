⍝ A tail-recursive dfn whose ⍵ is a uniform nested array (a state of vectors of one length): the
⍝ loop carries the regular array that holds it and the body sees it nested, as for f⍣. Values
⍝ checked against ngn/apl
⍝ == output:
⍝  55 110  89 178 
⍝ 55 110
⍝  0 0  4 4 
⍝ 21 42
fib←{⍺=0:⍵ ⋄ (⍺-1)∇(2⊃⍵)((1⊃⍵)+2⊃⍵)}
n←+/⍳4
⎕←n fib (0 0)(1 2)
⎕←⊃n{⍺=0:⍵ ⋄ (⍺-1)∇(2⊃⍵)((1⊃⍵)+2⊃⍵)}(0 0)(1 2)
halve←{0=⊃⊃⍵:⍵ ⋄ ∇(⌊(⊃⍵)÷2)((2⊃⍵)+1)}
⎕←halve (8 4+0×n)(0 0)
⊃(n-2)fib(0 0)(1 2)
