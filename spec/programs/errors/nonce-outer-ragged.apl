⍝ ⍺∘.f⍵ where the shape of f's result depends on the data of each pair would make an irregular
⍝ nested matrix
⍝ == error: NONCE ERROR 4:9
(2 2⍴⍳4)∘.{⍵⍴⍺}1 2
