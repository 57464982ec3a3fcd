⍝ Monadic ⊃ is the first element in ravel order; of an empty vector, its prototype 0
⍝ == output:
⍝ 5
⍝ 8
⍝ a
⍝ 7
⍝ 0
⎕←⊃5 6 7
⎕←⊃2 2⍴8 9
⎕←⊃'abc'
⎕←⊃7
⊃⍬
