⍝ ⍛ (behind, Dyalog 19): ⍺ f⍛g ⍵ is (f ⍺) g ⍵ and f⍛g ⍵ is (f ⍵) g ⍵ (Dyalog reference,
⍝ "Behind"). So 1 2 3 -⍛× 4 5 6 is ¯1 ¯2 ¯3×4 5 6; -⍛× 4 5 6 is (-4 5 6)×4 5 6; in a reduction
⍝ ⍺ ⌊⍛+ ⍵ is (⌊⍺)+⍵, folded from the right: 2.5 f 3.5 = 2+3.5 = 5.5, then 1.5 f 5.5 = 1+5.5 =
⍝ 6.5; ≢⍛↑ takes as many items as the left argument has (3↑⍳5); ⍵ is computed once when it is
⍝ read twice: ×⍨⍛× ⍵ is (⍵×⍵)×⍵, 8 64, and ⎕← prints 2 4 once.
⍝ == kernels: 5
⍝ == output:
⍝ ¯4 ¯10 ¯18
⍝ ¯16 ¯25 ¯36
⍝ 6.5
⍝ 1 2 3
⍝ 2 4
⍝ 8 64
⎕←1 2 3 -⍛× 4 5 6
⎕←-⍛× 4 5 6
⎕←⌊⍛+/ 1.5 2.5 3.5
⎕←'abc' ≢⍛↑ ⍳5
×⍨⍛× ⎕←2 4
