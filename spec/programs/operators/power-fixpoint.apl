⍝ f⍣≡ applies f until the result stops changing
⍝ == output:
⍝ 0
⍝ 1.4142135
⎕←({⌊⍵÷2}⍣≡)100
({(⍵+2÷⍵)÷2}⍣≡)1
