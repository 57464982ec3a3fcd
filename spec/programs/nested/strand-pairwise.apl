⍝ A strand of items of different ranks (a scalar beside a matrix) as the left argument of an
⍝ inner product: its items paired with the right argument's one by one, and the pairs folded
⍝ (1 m∨.∧v is ⊂(1∧⊃v[1])∨(m∧⊃v[2])). Such a strand is not held as a value yet: anything else
⍝ that takes it stays a NONCE. The inner product of nested vectors is f/⍺ g⍵, a scalar: a scalar
⍝ g pairs the items, any other g takes both vectors whole (+.{⍺,⍵} joins them, then sums).
⍝ Values checked against ngn/apl
⍝ == output:
⍝ 1 2
⍝ 1 1
⍝ 1 1
⍝ 0 0
⍝  26 44 
⍝  19 22 
⍝  16 20 
M←2 2⍴1 2 3 4
⎕←⊃1 M∨.∧(M>2)(M<3)
⎕←⊃0 1∨.∧(M>9)(M<3)
⎕←(1 2)(3 4)+.×(5 6)(7 8)
⎕←1 2+.×(5 6)(7 8)
(1 2)(3 4)+.{⍺,⍵}(5 6)(7 8)
