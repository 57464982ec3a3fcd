⍝ ⊣ and ⊢: monadic, the argument; dyadic, the left or the right argument
⍝ == output:
⍝ 1 2 3
⍝ 1 2
⍝ 3 4 5
⍝ abc
⍝ 3
⎕←⊣1 2 3
⎕←1 2⊣3 4 5
⎕←1 2⊢3 4 5
⎕←⊢'abc'
+/⊢⍨3
