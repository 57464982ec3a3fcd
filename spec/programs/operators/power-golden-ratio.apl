⍝ The golden ratio as the fixpoint of 1+÷⍵ (32-bit floats)
⍝ == output:
⍝ 1.618034
1(+∘÷⍣=)1
