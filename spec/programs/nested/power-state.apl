⍝ f⍣ of a uniform nested argument, a state of several arrays of one shape (`step⍣n⊢a b c`): in a
⍝ loop the state is the regular array that holds it, and f (and g) see it nested; a small count,
⍝ a change of nesting and an irregular argument unroll. Values checked against ngn/apl, whose
⍝ f⍣g gives the value before the last application (3 3 for the second, where Dyalog gives 4 4);
⍝ the Mandelbrot counts against f32 arithmetic written out in JavaScript
⍝ == output:
⍝ 55 110 165
⍝ 4 4
⍝ 1
⍝  8 16  24 32 
⍝  4 8  12 16 20 
⍝  1 2 1 1  3 4 5 1 1 
⍝ 55 110
⍝ 19495
⎕←⊃{a b←⍵ ⋄ b(a+b)}⍣10⊢(0 0 0)(1 2 3)
⎕←⊃⌽{x y←⍵ ⋄ (⌊x÷2)(y+1)}⍣{∧/0=⊃⍺}⊢(8 4)(0 0)
⎕←{⊃⍵}⍣2⊢(1 2)(3 4)
⎕←2{⍺×⍵}⍣3⊢(1 2)(3 4)
⎕←(1 2)(3 4 5){⍺+⍵}⍣3⊢(1 2)(3 4 5)
⎕←{⍵,¨1}⍣2⊢(1 2)(3 4 5)
n←+/⍳4
⎕←⊃{a b←⍵ ⋄ b(a+b)}⍣n⊢(0 0)(1 2)
cr←(24 32⍴0)+[2]¯2+2.5×(⍳32)÷32
ci←(24 32⍴0)+[1]¯1.25+2.5×(⍳24)÷24
step←{zr zi c←⍵ ⋄ a←4≥(zr×zr)+zi×zi ⋄ (a×cr+(zr×zr)-zi×zi)(a×ci+2×zr×zi)(c+a)}
zr zi c←step⍣30⊢cr ci (24 32⍴0)
+/,c
